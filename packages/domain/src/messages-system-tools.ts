/**
 * Italian words of the systems' import and batch analysis (issue 27), kept apart from messages.ts: the catalogue is
 * in the browser's entry graph (the login page's budget), these load only with the server and the pages that use them.
 */

/** Why one row of an imported CSV is refused (the row's `message`). */
export const IMPORT_ROW_MESSAGES = {
  UNREADABLE: 'Riga non leggibile: «{value}» non è un numero.',
  SEPARATOR:
    'Riga non leggibile: «{value}» usa un separatore non ammesso (separare i numeri con virgola, punto e virgola, spazio o tabulazione).',
  ENCODING: 'Riga non leggibile: contiene caratteri non validi. Salvare il file come testo CSV UTF-8.',
  MODULE: 'Modulo {n}: {message}',
  DUPLICATE_IN_FILE: 'Stessi numeri della riga {line}.',
  DUPLICATE_EXISTING: 'La struttura ha già un sistema con gli stessi numeri (ID {id}).',
} as const;

/** The structure detail's import dialog and the systems grid's analysis page. */
export const SYSTEM_TOOLS_TEXTS = {
  IMPORT_ACTION: 'Importa da CSV',
  IMPORT_TITLE: 'Importa sistemi da CSV',
  IMPORT_HELP:
    'Un sistema per riga: i numeri separati da virgola, punto e virgola o spazio; i moduli separati da «|»; gli Euronumeri dopo «+», i SuperStar dopo «*». Le righe vuote e quelle che iniziano con «#» sono ignorate.',
  IMPORT_FILE: 'Scegli file',
  IMPORT_TEXT: 'Contenuto CSV',
  IMPORT_PREVIEW: 'Anteprima',
  IMPORT_CONFIRM: 'Importa {count:sistema|sistemi}',
  IMPORT_ROWS_OK: '{ok:riga valida|righe valide}, {bad:riga con errori|righe con errori}',
  IMPORT_FIX_ERRORS: "Correggere le righe con errori: l'importazione è possibile solo quando tutte le righe sono valide.",
  IMPORT_DONE: '{count:sistema importato|sistemi importati} in bozza.',
  LINE: 'Riga',
  NUMBERS: 'Numeri',
  OUTCOME: 'Esito',
  OK: 'Valida',
  ANALYSIS_ACTION: 'Analisi',
  ANALYSIS_TITLE: 'Analisi dei sistemi',
  ANALYSIS_SELECTION: 'Analisi della selezione ({count:sistema|sistemi})',
  ANALYSIS_FILTER: 'Analisi dei sistemi che corrispondono ai filtri',
  ANALYSIS_COUNT: '{count:sistema analizzato|sistemi analizzati}',
  FREQUENCY: 'Frequenza dei numeri',
  FREQUENCY_HINT: 'In quanti sistemi compare ciascun numero.',
  OVERLAP: 'Sovrapposizione a coppie',
  OVERLAP_HINT: 'Quante coppie di sistemi hanno in comune quanti numeri.',
  SHARED: 'Numeri in comune',
  PAIRS: 'Coppie',
  CLOSEST: 'Coppia più vicina',
  CLOSEST_TEXT: 'Sistemi {a} e {b}: {shared:numero|numeri} in comune.',
  CLOSEST_NONE: 'Servono almeno due sistemi.',
  REDUCED: 'Sistemi ridotti: garanzia e limite inferiore',
  REDUCED_NONE: 'Nessuna struttura dei sistemi analizzati ha moduli ridotti.',
  STRUCTURE: 'Struttura',
  MODULE: 'Modulo',
  PLAYED: 'Numeri giocati',
  GUARANTEE: 'Garanzia',
  COMBINATIONS: 'Combinazioni',
  LOWER_BOUND: 'Limite inferiore',
  VERIFIED: 'Garanzia verificata',
  NOT_VERIFIED: 'Non verificata',
  CLOSE: 'Chiudi',
  CANCEL: 'Annulla',
  SAVE: 'Salva',
  EDIT_NAME: 'Modifica nome SiCe di {name}',
} as const;
