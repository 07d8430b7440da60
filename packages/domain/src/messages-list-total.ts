/** Italian texts of the total above a list (components/list-total.tsx): only that component imports them. */

/** "1.234 strutture"; "circa 30.000 ricevitorie" when the server estimated a large total. */
export const TOTAL = '{count} {noun}';
export const TOTAL_ESTIMATED = 'circa {count} {noun}';
export const ESTIMATED_HINT = 'Totale stimato: con un filtro più preciso il conteggio è esatto';
