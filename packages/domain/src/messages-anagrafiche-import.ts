/**
 * Texts of the outlet registry import (/anagrafiche): what the preview says of a file's header, of a row and of a
 * cell, beside the catalogue's error codes (IMPORT_HEADER_INVALID, IMPORT_INVALID…) that carry them. Column names
 * come from ANAGRAFICA_COLUMNS.
 */
export const ANAGRAFICHE_IMPORT_TEXTS = {
  COLUMN_UNKNOWN: 'colonna sconosciuta «{header}»',
  COLUMN_REPEATED: 'colonna ripetuta «{header}»',
  COLUMN_MISSING: 'manca la colonna «{header}»',
  ROW_TOO_LONG: "La riga ha {cells} campi, l'intestazione {columns}",
  IVR_CODE_REPEATED: 'Codice IVR ripetuto nel file (riga {line})',
  USERNAME_REPEATED: 'Username ripetuto nel file (riga {line})',
  USERNAME_NOT_EDITABLE: 'Lo username di una ricevitoria esistente non è modificabile',
  FLAG_INVALID: 'Valore non valido: usare Sì o No',
  /** The field of an unreadable file's error: the line where reading stopped. */
  CSV_LINE: 'riga {line}',
  CSV_QUOTE_NOT_CLOSED: 'virgolette aperte e mai chiuse',
  CSV_TEXT_AFTER_QUOTE: 'testo dopo le virgolette che chiudono un campo',
  CSV_UNREADABLE: 'riga non leggibile come CSV',
} as const;
