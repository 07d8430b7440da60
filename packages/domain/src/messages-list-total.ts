/** Italian texts of the total above a list (components/list-total.tsx): only that component imports them. */
export const LIST_TOTAL_TEXTS = {
  /** "1.234 strutture"; "circa 30.000 ricevitorie" when the server estimated a large total. */
  TOTAL: '{count} {noun}',
  TOTAL_ESTIMATED: 'circa {count} {noun}',
  ESTIMATED_HINT: 'Totale stimato: con un filtro più preciso il conteggio è esatto',
} as const;
