/**
 * Italian texts of a game's figures (shared-features/dashboard/game-figures.tsx): the game dashboard and the home
 * page, both lazily loaded routes, import them by path. The last result's words are the wins' (./messages-wins.ts).
 */

export const NEXT_CONTESTS = 'Prossimi concorsi {game}: quote vendute e disponibili';
/** The chart's series and the table below it, which reads the same values. */
export const SOLD = 'Vendute';
export const AVAILABLE = 'Disponibili';
export const QUOTES_PER_CONTEST = 'Quote per concorso {game}';
export const COL_CLOSES_AT = 'Chiusura vendite';
export const COL_QUOTES_SOLD = 'Quote vendute';
export const NO_OPEN_CONTESTS = 'Nessun concorso aperto.';
/** After the last result's contest link: "Concorso 12 · estrazione del 14/02/2026". */
export const DRAW_DATE = '· estrazione del {date}';
export const SYSTEMS_BY_STATUS = 'Sistemi per stato';
export const NO_SYSTEMS = 'Nessun sistema.';
export const PROPOSALS_WAITING = 'Proposte in attesa';
export const NO_PROPOSALS = 'Le ricevitorie non propongono sistemi di questo gioco.';
export const PROPOSALS_TO_REVIEW = '{count} da valutare';
export const TOP_STRUCTURES = 'Strutture con più quote vendute';
export const NO_QUOTES_SOLD = 'Nessuna quota venduta.';
export const QUOTES_SOLD = '{count:quota|quote}';
export const JOBS = 'Job di pubblicazione';
export const NO_JOBS = 'Nessun job.';
export const JOB_PROGRESS = 'Avanzamento {id}: {rate}%';
/** "40% · 12 sistemi · 14/02/2026 10:30". */
export const JOB_LINE = '{rate}% · {systems:sistema|sistemi} · {createdAt}';
/** The game dashboard page's (/{game}) subtitle. */
export const SUBTITLE = 'Concorsi in vendita, sistemi, pubblicazioni e strutture più vendute.';
