/**
 * Italian texts of the publication jobs pages (the list and a job's detail, lazily loaded routes) and of their status
 * and progress chips: the pages import them by path, so only the jobs chunks load them.
 */
export const JOBS_TEXTS = {
  COL_JOB: 'Job',
  COL_CONTESTS: 'Concorsi',
  COL_PROGRESS: 'Avanzamento',
  COL_OUTCOMES: 'Pubblicati / già presenti / errori',
  LIST_SUBTITLE: 'Pubblicazioni dei sistemi sui concorsi: stato, avanzamento ed esiti.',
  GRID_LABEL: 'Elenco job di pubblicazione',
  CANCEL_CONFIRM: 'Annulla il job',
  COL_SICE_NAME: 'Nome Si.ce.',
  COL_MESSAGE: 'Messaggio',
  COL_PUBLISHED: 'Pubblicato',
  CANCEL_BUTTON: 'Annulla job',
  FIELD_CREATED: 'Creato',
  FIELD_FINISHED: 'Concluso',
  FIELD_ROWS: 'Righe (sistemi × concorsi)',
  FIELD_RETRY_OF: 'Ripete le righe in errore di',
  FIELD_OUTCOMES: 'Esiti',
  COUNT_PUBLISHED: 'Pubblicati',
  COUNT_ALREADY_PRESENT: 'Già presenti',
  COUNT_FAILED: 'In errore',
  COUNT_CANCELLED: 'Annullati',
  ROWS_GRID_LABEL: 'Righe del job',
  /** The list's title: "Job di pubblicazione – SuperEnalotto". */
  LIST_TITLE: 'Job di pubblicazione – {game}',
  PROGRESS_LABEL: 'Avanzamento {rate}%',
  DETAIL_TITLE: 'Job {id}',
  DETAIL_SUBTITLE: 'Pubblicazione {game}',
  RETRY_FAILED: 'Ripeti le righe in errore ({count})',
  CANCEL_TITLE: 'Annullare il job {id}?',
  /** {rows}: "1 riga", "3 righe". */
  CANCEL_BODY: 'Le righe in attesa ({rows}) non saranno pubblicate; quanto già pubblicato resta.',
  ROW_ONE: 'riga',
  ROW_MANY: 'righe',
  FILTER_JOB_ID: 'ID job',
} as const;
