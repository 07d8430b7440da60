/**
 * Italian texts of the outlet registry page (/anagrafiche: CSV import with preview, export): a lazily loaded route that
 * imports them by path.
 */
export const ANAGRAFICHE_TEXTS = {
  DETAIL: 'Dettaglio',
  TITLE: 'Anagrafiche',
  SUBTITLE:
    'Anagrafica delle ricevitorie: importazione da file CSV con anteprima ed esportazione nello stesso formato.',
  IMPORT_TITLE: 'Importa anagrafiche',
  DOWNLOAD_TEMPLATE: 'Scarica il modello',
  UPLOAD_FILE: 'Carica file CSV',
  OR_PASTE: 'oppure incolla il contenuto qui sotto',
  CLEAR: 'Svuota',
  APPLY_TITLE: 'Applicare le anagrafiche?',
  APPLY: 'Applica',
  STALE_PREVIEW: "Il contenuto è cambiato dopo l'anteprima: ripetere l'anteprima prima di applicare.",
  SHOW: 'Mostra',
  ALL_ROWS: 'Tutte le righe',
  READ_ONLY_HINT: "Puoi esportare l'anagrafica; l'importazione richiede il permesso di inserimento ricevitorie.",
  /** {columns}: the CSV's column headers, comma separated. */
  COLUMNS_HINT:
    'Colonne riconosciute: {columns}. Solo «Codice IVR» è obbligatoria; separatore «;» o «,». Le righe con un codice IVR nuovo creano una ricevitoria, le altre la aggiornano. Se una sola riga contiene errori non viene applicato nulla.',
  FILE_NAME: 'File: {name}',
  /** A row the server refused: "Riga 3: …", or the refusal's own label when it has no row. */
  REFUSED_ROW: '{row}: {message}',
  ROW: 'Riga {row}',
  /** {created}, {changed}: "1 ricevitoria", "3 ricevitorie". */
  APPLY_BODY: "{created} da creare, {changed} da modificare. L'operazione è registrata nello storico.",
  OUTLET_ONE: 'ricevitoria',
  OUTLET_MANY: 'ricevitorie',
  HAS_ERRORS_ONE:
    "Una riga contiene errori: correggerle nel file e ripetere l'anteprima: finché restano errori non si può applicare (il server rifiuterebbe l'intero file).",
  HAS_ERRORS_MANY:
    "{count} righe contengono errori: correggerle nel file e ripetere l'anteprima: finché restano errori non si può applicare (il server rifiuterebbe l'intero file).",
  COUNT_TOTAL: 'Righe: {count}',
  COUNT_NEW: 'Nuove: {count}',
  COUNT_CHANGED: 'Modificate: {count}',
  COUNT_UNCHANGED: 'Invariate: {count}',
  COUNT_ERROR: 'Errori: {count}',
} as const;
