/**
 * Italian texts of the outlet registry page (/anagrafiche: CSV import with preview, export): a lazily loaded route that
 * imports them by path.
 */

export const DETAIL = 'Dettaglio';
export const TITLE = 'Anagrafiche';
export const SUBTITLE =
  'Anagrafica delle ricevitorie: importazione da file CSV con anteprima ed esportazione nello stesso formato.';
export const IMPORT_TITLE = 'Importa anagrafiche';
export const DOWNLOAD_TEMPLATE = 'Scarica il modello';
export const UPLOAD_FILE = 'Carica file CSV';
export const OR_PASTE = 'oppure incolla il contenuto qui sotto';
export const CLEAR = 'Svuota';
export const APPLY_TITLE = 'Applicare le anagrafiche?';
export const APPLY = 'Applica';
export const STALE_PREVIEW = "Il contenuto è cambiato dopo l'anteprima: ripetere l'anteprima prima di applicare.";
export const SHOW = 'Mostra';
export const ALL_ROWS = 'Tutte le righe';
export const READ_ONLY_HINT =
  "Puoi esportare l'anagrafica; l'importazione richiede il permesso di inserimento ricevitorie.";
/** {columns}: the CSV's column headers, comma separated. */
export const COLUMNS_HINT =
  'Colonne riconosciute: {columns}. Solo «Codice IVR» è obbligatoria; separatore «;» o «,». Le righe con un codice IVR nuovo creano una ricevitoria, le altre la aggiornano. Se una sola riga contiene errori non viene applicato nulla.';
export const FILE_NAME = 'File: {name}';
/** A row the server refused: "Riga 3: …", or the refusal's own label when it has no row. */
export const REFUSED_ROW = '{row}: {message}';
export const ROW = 'Riga {row}';
/** {created}, {changed}: "1 ricevitoria", "3 ricevitorie". */
export const APPLY_BODY = "{created} da creare, {changed} da modificare. L'operazione è registrata nello storico.";
export const OUTLET_ONE = 'ricevitoria';
export const OUTLET_MANY = 'ricevitorie';
export const HAS_ERRORS_ONE =
  "Una riga contiene errori: correggerle nel file e ripetere l'anteprima: finché restano errori non si può applicare (il server rifiuterebbe l'intero file).";
export const HAS_ERRORS_MANY =
  "{count} righe contengono errori: correggerle nel file e ripetere l'anteprima: finché restano errori non si può applicare (il server rifiuterebbe l'intero file).";
export const COUNT_TOTAL = 'Righe: {count}';
export const COUNT_NEW = 'Nuove: {count}';
export const COUNT_CHANGED = 'Modificate: {count}';
export const COUNT_UNCHANGED = 'Invariate: {count}';
export const COUNT_ERROR = 'Errori: {count}';
