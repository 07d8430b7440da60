/**
 * Italian texts of a game's figures (shared-features/dashboard/game-figures.tsx): the game dashboard and the home
 * page, both lazily loaded routes, import them by path. The last result's words are the wins' (./messages-wins.ts).
 */
export const DASHBOARD_TEXTS = {
  NEXT_CONTESTS: 'Prossimi concorsi {game}: quote vendute e disponibili',
  /** The chart's series and the table below it, which reads the same values. */
  SOLD: 'Vendute',
  AVAILABLE: 'Disponibili',
  QUOTES_PER_CONTEST: 'Quote per concorso {game}',
  COL_CLOSES_AT: 'Chiusura vendite',
  COL_QUOTES_SOLD: 'Quote vendute',
  NO_OPEN_CONTESTS: 'Nessun concorso aperto.',
  /** After the last result's contest link: "Concorso 12 · estrazione del 14/02/2026". */
  DRAW_DATE: '· estrazione del {date}',
  SYSTEMS_BY_STATUS: 'Sistemi per stato',
  NO_SYSTEMS: 'Nessun sistema.',
  PROPOSALS_WAITING: 'Proposte in attesa',
  NO_PROPOSALS: 'Le ricevitorie non propongono sistemi di questo gioco.',
  PROPOSALS_TO_REVIEW: '{count} da valutare',
  TOP_STRUCTURES: 'Strutture con più quote vendute',
  NO_QUOTES_SOLD: 'Nessuna quota venduta.',
  QUOTES_SOLD: '{count:quota|quote}',
  JOBS: 'Job di pubblicazione',
  NO_JOBS: 'Nessun job.',
  JOB_PROGRESS: 'Avanzamento {id}: {rate}%',
  /** "40% · 12 sistemi · 14/02/2026 10:30". */
  JOB_LINE: '{rate}% · {systems:sistema|sistemi} · {createdAt}',
  /** The game dashboard page's (/{game}) subtitle. */
  SUBTITLE: 'Concorsi in vendita, sistemi, pubblicazioni e strutture più vendute.',
} as const;
