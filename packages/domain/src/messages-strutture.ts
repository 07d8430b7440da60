/**
 * Italian texts of the structures pages (/{game}/strutture, a structure's detail, its new / edit / duplicate stepper,
 * the system generation page) and of their tag and delete dialogs: kept out of messages.ts, which the login loads;
 * those pages (lazily loaded routes) import them by path. The words they share with the systems and proposals pages
 * are in messages-systems.ts (`SYSTEM_COMMON_TEXTS`), the import dialog's in messages-system-tools.ts.
 */
export const STRUTTURE_TEXTS = {
  /** A page title with its game: "Strutture – SuperEnalotto". */
  GAME_TITLE: '{title} – {game}',
  /** The list. */
  LIST_SUBTITLE: 'Modelli di sistema: moduli, prezzo, quote e vincoli di generazione.',
  NOT_NUMERICAL: 'Le strutture riguardano i giochi numerici. I sistemi Totocalcio si creano da «Crea sistema».',
  COL_ACTIONS: 'Azioni',
  EDIT_ONE: 'Modifica {name}',
  DUPLICATE: 'Duplica',
  DUPLICATE_ONE: 'Duplica {name}',
  GENERATE_SYSTEMS: 'Genera sistemi',
  GENERATE_SYSTEMS_FROM: 'Genera sistemi da {name}',
  DELETE: 'Cancella',
  DELETE_ONE: 'Cancella {name}',
  OPEN: 'Apri',
  BOARD: 'Bacheca',
  BOARD_SPECIAL: 'Speciale',
  BOARD_STANDARD: 'Standard',
  TOTAL_PRICE: 'Prezzo totale',
  VISIBILITY: 'Visibilità',
  VISIBILITY_BACKOFFICE: 'Backoffice',
  VISIBILITY_VETRINA: 'Vetrina',
  UPDATED: 'Aggiornata',
  TAG_MANAGEMENT: 'Gestione tag',
  NEW_STRUCTURE: 'Nuova struttura',
  SEARCH_PLACEHOLDER: 'Nome, descrizione, tipo, ID, tag',
  FILTER_ALL: 'Tutte',
  TOTAL_ONE: 'struttura',
  TOTAL_MANY: 'strutture',
  GRID: 'Elenco strutture',
  /** The delete dialog (the deletion rule follows, from messages.ts). */
  DELETE_TITLE: 'Cancellazione struttura',
  DELETE_BODY:
    'Cancellare la struttura «{name}» (ID {id})? Passerà allo stato CANCELLATA e resterà consultabile per l’audit.',
  /** The tag dialog. */
  TAG_NAME_REQUIRED: 'Il nome del tag è obbligatorio.',
  TAG_TOO_LONG: 'Il tag può avere al massimo {max} caratteri.',
  NO_TAGS: 'Nessun tag definito.',
  /** The list's title and the tag table's column. */
  STRUCTURES: 'Strutture',
  TAG_NEW_NAME: 'Nuovo nome di {name}',
  TAG_DELETE_QUESTION: 'Eliminare «{name}» da strutture e sistemi?',
  TAG_DELETE: 'Elimina',
  TAG_DELETE_ONE: 'Elimina {name}',
  TAG_RENAME: 'Rinomina',
  TAG_RENAME_ONE: 'Rinomina {name}',
  /** The detail page. */
  DETAIL_TITLE: 'Dettaglio struttura',
  /** "Struttura SuperEnalotto · ID 12". */
  DETAIL_SUBTITLE: 'Struttura {game} · ID {id}',
  DATA_SECTION: 'Dati della struttura',
  SHORT_DESCRIPTION: 'Descrizione breve',
  EXTENDED_DESCRIPTION: 'Descrizione estesa',
  STRUCTURE_TYPE: 'Tipo di struttura',
  QUOTES_COUNT: 'Numero di quote',
  PREASSIGNED: 'Quote preassegnate',
  PREASSIGNED_VALUE: '{percentage}%',
  GRAPHIC_TEMPLATE: 'Template grafico',
  GRAPHIC: 'Grafica associata',
  OPEN_GRAPHIC: 'Apri la grafica',
  PROPOSAL_CHANNELS: 'Canali di proposta',
  SALES_CHANNEL: 'Canale di vendita',
  CREATED: 'Creata',
  /** "12/11/2026 10:30 da mario.rossi". */
  CREATED_VALUE: '{at} da {by}',
  UPDATED_AT: 'Ultima modifica',
  TOTALS_SECTION: 'Totali (calcolati dal server al salvataggio)',
  /** "12 sistemi generati, di cui 3 pubblicati." */
  SYSTEMS_COUNT: '{count:sistema generato|sistemi generati}, di cui {published} pubblicati.',
  SEE_SYSTEMS: 'Vedi i sistemi di questa struttura',
  GENERATE_MORE: 'Genera altri sistemi',
  MODULES_SECTION: 'Moduli e vincoli',
  COL_PARAMETERS: 'Parametri',
  COL_COST: 'Costo',
  AUTOMATIC_CONSTRAINTS: 'Vincoli automatici',
  FIXED: 'Fissi',
  EXCLUDED: 'Esclusi',
  EURONUMBERS_FIXED_EXCLUDED: 'Euronumeri fissi / esclusi',
  /** The new / edit / duplicate pages. */
  NEW_SUBTITLE: 'Quattro passi: creazione, struttura e grafica, vincoli, Euronumeri.',
  EDIT_STRUCTURE: 'Modifica struttura',
  DUPLICATE_STRUCTURE: 'Duplica struttura',
  EDIT_SUBTITLE: '«{name}» (ID {id})',
  DUPLICATE_SUBTITLE: 'Copia di «{name}» (ID {id}): verrà creata una nuova struttura',
  CANCELLED: 'La struttura è cancellata.',
  /** The stepper. */
  SAVED_TOAST:
    'Struttura «{name}» salvata: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, costo {total}, quota {quota}.',
  SAVED_DRAFT_TOAST:
    'Struttura «{name}» salvata in BOZZA: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, costo {total}, quota {quota}.',
  VERIFY_NEEDED: 'Verificare la struttura Euronumeri prima di salvare (pulsante «Verifica struttura Euronumeri»).',
  NEXT: 'Avanti',
  CREATE_GRAPHIC: 'Crea grafica',
  SAVE_CHANGES: 'Salva modifiche',
  SAVE_STRUCTURE: 'Salva struttura',
  SAVE_NOTE: 'Al salvataggio il server ricalcola e memorizza combinazioni, cedole e costi.',
  /** The cost preview's module: "Modulo 1 (Integrale)". */
  MODULE_OF_TYPE: 'Modulo {n} ({type})',
  /** Step 2. */
  RANGE: 'Da {min} a {max}',
  DIMENSION: 'Dimensione (lato)',
  NUMEROSITY: 'Numerosità',
  BASES: 'Basi',
  VARIANTS: 'Varianti',
  GUARANTEE: 'Garanzia',
  /** "Euronumeri: 2 (passo «Struttura Euronumeri»)". */
  EURONUMBERS_SUMMARY: 'Euronumeri: {count} (passo «Struttura Euronumeri»)',
  SINGLE_SUPERSTAR: 'SuperStar singola',
  MODULES: 'Moduli',
  MODULE_N: 'Modulo {n}',
  MODULE_TYPE: 'Tipo di modulo',
  REMOVE_MODULE: 'Rimuovi modulo',
  REMOVE_MODULE_N: 'Rimuovi modulo {n}',
  ADD_MODULE: 'Aggiungi modulo',
  PREASSIGNED_FIELD: 'Quote preassegnate (%)',
  PREASSIGNED_HELP: 'Da {min} a {max}: quota assegnata alla ricevitoria proponente',
  /** Step 3. */
  CONSTRAINTS_INTRO:
    'I vincoli guidano la generazione dei numeri dei sistemi: i numeri fissi sono sempre giocati, gli esclusi mai; i vincoli automatici si applicano insieme (intersezione) ai numeri neutri.',
  /** "Modulo 1 – Integrale (6 numeri)". */
  MODULE_HEADING: 'Modulo {n} – {type} ({count} numeri)',
  FINALS_GROUP: 'Finali (cadenze)',
  FINALS_LABEL: '{finals} (cadenze)',
  TENS_GROUP: 'Decine',
  FIX_MODULE_FIRST: 'Correggere prima i parametri del modulo (passo «Struttura e grafica»).',
  CONSTRAINTS_VALID: 'Vincoli validi: {pool:numero disponibile|numeri disponibili}, ne servono {needed}.',
  /** After the catalogue's "not valid" error. */
  RULE_NOT_MET: '{error} Regola non rispettata: {rule}.',
  MANUAL_MATRIX: 'Matrice dei vincoli manuali',
  MANUAL_MATRIX_OF: 'Matrice dei vincoli del modulo {n}',
  MAIN_VALID: 'Vincoli dei numeri validi (da completare gli Euronumeri).',
  /** The matrix: counts (split around the figures, shown in bold), help, a number's state. */
  MATRIX_COUNTS: 'Fissi: {fixed} · Esclusi: {excluded}',
  MATRIX_HELP: 'Un clic: fisso; due clic: escluso; tre clic: neutro.',
  MATRIX_CLEAR: 'Azzera',
  NUMBER_FIXED: 'fisso',
  NUMBER_EXCLUDED: 'escluso',
  NUMBER_DIMMED: 'neutro, escluso dai vincoli automatici',
  NUMBER_NEUTRAL: 'neutro',
  /** Step 4. */
  NO_EURONUMBERS:
    '{game} non prevede Euronumeri: nessuna configurazione necessaria. Controllare l’anteprima dei costi e salvare la struttura.',
  /** Split around {link}, the graphics editor's link. */
  LOCKED_HINT:
    "Per modificarla, scollegare la grafica dalla struttura (o cancellarla) dall'{link}; salvandola di nuovo collegata il blocco torna.",
  LOCKED_HINT_LINK: 'editor della grafica',
  /** "Modulo 1 – Euronumeri (1–12)". */
  EURO_MODULE_HEADING: 'Modulo {n} – Euronumeri ({min}–{max})',
  EURONUMBERS_PLAYED: 'Euronumeri giocati',
  EURO_MATRIX_OF: 'Matrice degli Euronumeri del modulo {n}',
  FIX_CONSTRAINTS_FIRST: 'Correggere prima i vincoli dei numeri (passo «Vincoli»).',
  EURONUMBERS_VALID: 'Euronumeri validi.',
  VERIFY_EURONUMBERS: 'Verifica struttura Euronumeri',
  EURONUMBERS_VERIFIED: 'Struttura Euronumeri verificata.',
  VERIFY_REQUIRED: 'La verifica è necessaria prima del salvataggio.',
  /** The generation page. */
  /** Split around {structure}, the structure's link: "Dalla struttura «Sei numeri» (ID 12)". */
  FROM_STRUCTURE: 'Dalla struttura {structure} (ID {id})',
  QUOTED_NAME: '«{name}»',
  /** "3,00 € × 4 quote". */
  QUOTA_PRICE_VALUE: '{price} × {quotes} quote',
  MODULE_CONSTRAINTS: '{module} · vincoli automatici: {automatic} · fissi: {fixed} · esclusi: {excluded}',
  GENERATE_CANCELLED: 'La struttura è cancellata: non si possono generare sistemi.',
  SYSTEMS_NUMBER: 'Numero di sistemi',
  SYSTEMS_TAGS: 'Tag dei sistemi (facoltativi)',
  GENERATING: 'Generazione in corso…',
  GENERATE: 'Genera',
  /** "5 sistemi generati dalla struttura «Sei numeri»." */
  GENERATED: '{count:sistema generato|sistemi generati} dalla struttura «{name}».',
  GO_TO_SYSTEMS: 'Vai ai sistemi della struttura',
} as const;
