/**
 * Italian texts of the draw results pages beyond the validation of a result (messages-results.ts)
 * and the API refusals (messages.ts): the prize table's CSV import. Kept out of messages.ts, which the login loads.
 */
export const PRIZE_CSV_TEXTS = {
  EMPTY: 'Il file non contiene righe: una riga per categoria, nel formato categoria;importo (es. 5+1;1.234,56).',
  LINE: 'Riga {line}: usare il formato categoria;importo (es. 5+1;1.234,56).',
  AMOUNT: 'Riga {line}: importo «{value}» non valido, usare euro e centesimi (es. 1.234,56).',
  CATEGORY: 'Riga {line}: la categoria {category} non esiste per {game}.',
  REPEATED: 'Riga {line}: la categoria {category} è già indicata.',
  MISSING: 'Manca l’importo di {n:categoria|categorie}: {categories}.',
  IMPORTED: 'Importi letti dal file: {n:categoria|categorie}.',
} as const;

/** Outcomes of the results page's actions (the refusals are the API's, in messages.ts). */
export const RESULT_TEXTS = {
  SAVED: 'Risultato salvato in bozza: ora un altro utente lo conferma.',
  CONFIRMED: 'Risultato confermato: il calcolo delle vincite è avviato.',
  REOPENED: 'Risultato riaperto: è di nuovo in bozza.',
} as const;
