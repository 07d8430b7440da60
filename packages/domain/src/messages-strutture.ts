/**
 * Italian texts of the structures pages (/{game}/strutture, a structure's detail, its new / edit / duplicate stepper,
 * the system generation page) and of their tag and delete dialogs: kept out of messages.ts, which the login loads;
 * those pages (lazily loaded routes) import them by path. The words they share with the systems and proposals pages
 * are in messages-systems.ts (`SYSTEM_COMMON_TEXTS`), the import dialog's in messages-system-tools.ts.
 */

/** A page title with its game: "Strutture – SuperEnalotto". */
export const GAME_TITLE = '{title} – {game}';
/** The list. */
export const LIST_SUBTITLE = 'Modelli di sistema: moduli, prezzo, quote e vincoli di generazione.';
export const NOT_NUMERICAL =
  'Le strutture riguardano i giochi numerici. I sistemi Totocalcio si creano da «Crea sistema».';
export const COL_ACTIONS = 'Azioni';
export const EDIT_ONE = 'Modifica {name}';
export const DUPLICATE = 'Duplica';
export const DUPLICATE_ONE = 'Duplica {name}';
export const GENERATE_SYSTEMS = 'Genera sistemi';
export const GENERATE_SYSTEMS_FROM = 'Genera sistemi da {name}';
export const DELETE = 'Cancella';
export const DELETE_ONE = 'Cancella {name}';
export const OPEN = 'Apri';
export const BOARD = 'Bacheca';
export const TOTAL_PRICE = 'Prezzo totale';
export const VISIBILITY = 'Visibilità';
export const UPDATED = 'Aggiornata';
export const TAG_MANAGEMENT = 'Gestione tag';
export const NEW_STRUCTURE = 'Nuova struttura';
export const SEARCH_PLACEHOLDER = 'Nome, descrizione, tipo, ID, tag';
export const FILTER_ALL = 'Tutte';
export const TOTAL_ONE = 'struttura';
export const TOTAL_MANY = 'strutture';
export const GRID = 'Elenco strutture';
/** The delete dialog (the deletion rule follows, from messages.ts). */
export const DELETE_TITLE = 'Cancellazione struttura';
export const DELETE_BODY =
  'Cancellare la struttura «{name}» (ID {id})? Passerà allo stato CANCELLATA e resterà consultabile per l’audit.';
/** The tag dialog. */
export const TAG_NAME_REQUIRED = 'Il nome del tag è obbligatorio.';
export const TAG_TOO_LONG = 'Il tag può avere al massimo {max} caratteri.';
export const NO_TAGS = 'Nessun tag definito.';
/** The list's title and the tag table's column. */
export const STRUCTURES = 'Strutture';
export const TAG_NEW_NAME = 'Nuovo nome di {name}';
export const TAG_DELETE_QUESTION = 'Eliminare «{name}» da strutture e sistemi?';
export const TAG_DELETE = 'Elimina';
export const TAG_DELETE_ONE = 'Elimina {name}';
export const TAG_RENAME = 'Rinomina';
export const TAG_RENAME_ONE = 'Rinomina {name}';
/** The detail page. */
export const DETAIL_TITLE = 'Dettaglio struttura';
/** "Struttura SuperEnalotto · ID 12". */
export const DETAIL_SUBTITLE = 'Struttura {game} · ID {id}';
export const DATA_SECTION = 'Dati della struttura';
export const SHORT_DESCRIPTION = 'Descrizione breve';
export const EXTENDED_DESCRIPTION = 'Descrizione estesa';
export const STRUCTURE_TYPE = 'Tipo di struttura';
export const QUOTES_COUNT = 'Numero di quote';
export const PREASSIGNED = 'Quote preassegnate';
export const PREASSIGNED_VALUE = '{percentage}%';
export const GRAPHIC_TEMPLATE = 'Template grafico';
export const GRAPHIC = 'Grafica associata';
export const OPEN_GRAPHIC = 'Apri la grafica';
export const PROPOSAL_CHANNELS = 'Canali di proposta';
export const SALES_CHANNEL = 'Canale di vendita';
export const CREATED = 'Creata';
/** "12/11/2026 10:30 da mario.rossi". */
export const CREATED_VALUE = '{at} da {by}';
export const UPDATED_AT = 'Ultima modifica';
export const TOTALS_SECTION = 'Totali (calcolati dal server al salvataggio)';
/** "12 sistemi generati, di cui 3 pubblicati." */
export const SYSTEMS_COUNT = '{count:sistema generato|sistemi generati}, di cui {published} pubblicati.';
export const SEE_SYSTEMS = 'Vedi i sistemi di questa struttura';
export const GENERATE_MORE = 'Genera altri sistemi';
export const MODULES_SECTION = 'Moduli e vincoli';
export const COL_PARAMETERS = 'Parametri';
export const COL_COST = 'Costo';
export const AUTOMATIC_CONSTRAINTS = 'Vincoli automatici';
export const FIXED = 'Fissi';
export const EXCLUDED = 'Esclusi';
export const EURONUMBERS_FIXED_EXCLUDED = 'Euronumeri fissi / esclusi';
/** The new / edit / duplicate pages. */
export const NEW_SUBTITLE = 'Quattro passi: creazione, struttura e grafica, vincoli, Euronumeri.';
export const EDIT_STRUCTURE = 'Modifica struttura';
export const DUPLICATE_STRUCTURE = 'Duplica struttura';
export const EDIT_SUBTITLE = '«{name}» (ID {id})';
export const DUPLICATE_SUBTITLE = 'Copia di «{name}» (ID {id}): verrà creata una nuova struttura';
export const CANCELLED = 'La struttura è cancellata.';
/** The stepper. */
export const SAVED_TOAST =
  'Struttura «{name}» salvata: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, costo {total}, quota {quota}.';
export const SAVED_DRAFT_TOAST =
  'Struttura «{name}» salvata in BOZZA: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, costo {total}, quota {quota}.';
export const VERIFY_NEEDED =
  'Verificare la struttura Euronumeri prima di salvare (pulsante «Verifica struttura Euronumeri»).';
export const NEXT = 'Avanti';
export const CREATE_GRAPHIC = 'Crea grafica';
export const SAVE_CHANGES = 'Salva modifiche';
export const SAVE_STRUCTURE = 'Salva struttura';
export const SAVE_NOTE = 'Al salvataggio il server ricalcola e memorizza combinazioni, cedole e costi.';
/** The cost preview's module: "Modulo 1 (Integrale)". */
export const MODULE_OF_TYPE = 'Modulo {n} ({type})';
/** Step 2. */
export const RANGE = 'Da {min} a {max}';
export const DIMENSION = 'Dimensione (lato)';
export const NUMEROSITY = 'Numerosità';
export const BASES = 'Basi';
export const VARIANTS = 'Varianti';
export const GUARANTEE = 'Garanzia';
/** "Euronumeri: 2 (passo «Struttura Euronumeri»)". */
export const EURONUMBERS_SUMMARY = 'Euronumeri: {count} (passo «Struttura Euronumeri»)';
export const SINGLE_SUPERSTAR = 'SuperStar singola';
export const MODULES = 'Moduli';
export const MODULE_N = 'Modulo {n}';
export const MODULE_TYPE = 'Tipo di modulo';
export const REMOVE_MODULE = 'Rimuovi modulo';
export const REMOVE_MODULE_N = 'Rimuovi modulo {n}';
export const ADD_MODULE = 'Aggiungi modulo';
export const PREASSIGNED_FIELD = 'Quote preassegnate (%)';
export const PREASSIGNED_HELP = 'Da {min} a {max}: quota assegnata alla ricevitoria proponente';
/** Step 3. */
export const CONSTRAINTS_INTRO =
  'I vincoli guidano la generazione dei numeri dei sistemi: i numeri fissi sono sempre giocati, gli esclusi mai; i vincoli automatici si applicano insieme (intersezione) ai numeri neutri.';
/** "Modulo 1 – Integrale (6 numeri)". */
export const MODULE_HEADING = 'Modulo {n} – {type} ({count} numeri)';
export const FINALS_GROUP = 'Finali (cadenze)';
export const FINALS_LABEL = '{finals} (cadenze)';
export const TENS_GROUP = 'Decine';
export const FIX_MODULE_FIRST = 'Correggere prima i parametri del modulo (passo «Struttura e grafica»).';
export const CONSTRAINTS_VALID = 'Vincoli validi: {pool:numero disponibile|numeri disponibili}, ne servono {needed}.';
/** After the catalogue's "not valid" error. */
export const RULE_NOT_MET = '{error} Regola non rispettata: {rule}.';
export const MANUAL_MATRIX = 'Matrice dei vincoli manuali';
export const MANUAL_MATRIX_OF = 'Matrice dei vincoli del modulo {n}';
export const MAIN_VALID = 'Vincoli dei numeri validi (da completare gli Euronumeri).';
/** The matrix: counts (split around the figures, shown in bold), help, a number's state. */
export const MATRIX_COUNTS = 'Fissi: {fixed} · Esclusi: {excluded}';
export const MATRIX_HELP = 'Un clic: fisso; due clic: escluso; tre clic: neutro.';
export const MATRIX_CLEAR = 'Azzera';
export const NUMBER_FIXED = 'fisso';
export const NUMBER_EXCLUDED = 'escluso';
export const NUMBER_DIMMED = 'neutro, escluso dai vincoli automatici';
export const NUMBER_NEUTRAL = 'neutro';
/** Step 4. */
export const NO_EURONUMBERS =
  '{game} non prevede Euronumeri: nessuna configurazione necessaria. Controllare l’anteprima dei costi e salvare la struttura.';
/** Split around {link}, the graphics editor's link. */
export const LOCKED_HINT =
  "Per modificarla, scollegare la grafica dalla struttura (o cancellarla) dall'{link}; salvandola di nuovo collegata il blocco torna.";
export const LOCKED_HINT_LINK = 'editor della grafica';
/** "Modulo 1 – Euronumeri (1–12)". */
export const EURO_MODULE_HEADING = 'Modulo {n} – Euronumeri ({min}–{max})';
export const EURONUMBERS_PLAYED = 'Euronumeri giocati';
export const EURO_MATRIX_OF = 'Matrice degli Euronumeri del modulo {n}';
export const FIX_CONSTRAINTS_FIRST = 'Correggere prima i vincoli dei numeri (passo «Vincoli»).';
export const EURONUMBERS_VALID = 'Euronumeri validi.';
export const VERIFY_EURONUMBERS = 'Verifica struttura Euronumeri';
export const EURONUMBERS_VERIFIED = 'Struttura Euronumeri verificata.';
export const VERIFY_REQUIRED = 'La verifica è necessaria prima del salvataggio.';
/** The generation page. */
/** Split around {structure}, the structure's link: "Dalla struttura «Sei numeri» (ID 12)". */
export const FROM_STRUCTURE = 'Dalla struttura {structure} (ID {id})';
export const QUOTED_NAME = '«{name}»';
/** "3,00 € × 4 quote". */
export const QUOTA_PRICE_VALUE = '{price} × {quotes} quote';
export const MODULE_CONSTRAINTS = '{module} · vincoli automatici: {automatic} · fissi: {fixed} · esclusi: {excluded}';
export const GENERATE_CANCELLED = 'La struttura è cancellata: non si possono generare sistemi.';
export const SYSTEMS_NUMBER = 'Numero di sistemi';
export const SYSTEMS_TAGS = 'Tag dei sistemi (facoltativi)';
export const GENERATING = 'Generazione in corso…';
export const GENERATE = 'Genera';
/** "5 sistemi generati dalla struttura «Sei numeri»." */
export const GENERATED = '{count:sistema generato|sistemi generati} dalla struttura «{name}».';
export const GO_TO_SYSTEMS = 'Vai ai sistemi della struttura';
