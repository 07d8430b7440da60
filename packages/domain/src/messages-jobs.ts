/**
 * Italian texts of the publication jobs pages (the list and a job's detail, lazily loaded routes) and of their status
 * and progress chips: the pages import them by path, so only the jobs chunks load them.
 */

export const COL_JOB = 'Job';
export const COL_CONTESTS = 'Concorsi';
export const COL_PROGRESS = 'Avanzamento';
export const COL_OUTCOMES = 'Pubblicati / già presenti / errori';
export const LIST_SUBTITLE = 'Pubblicazioni dei sistemi sui concorsi: stato, avanzamento ed esiti.';
export const GRID_LABEL = 'Elenco job di pubblicazione';
export const CANCEL_CONFIRM = 'Annulla il job';
export const COL_SICE_NAME = 'Nome Si.ce.';
export const COL_MESSAGE = 'Messaggio';
export const COL_PUBLISHED = 'Pubblicato';
export const CANCEL_BUTTON = 'Annulla job';
export const FIELD_CREATED = 'Creato';
export const FIELD_FINISHED = 'Concluso';
export const FIELD_ROWS = 'Righe (sistemi × concorsi)';
export const FIELD_RETRY_OF = 'Ripete le righe in errore di';
export const FIELD_OUTCOMES = 'Esiti';
export const COUNT_PUBLISHED = 'Pubblicati';
export const COUNT_ALREADY_PRESENT = 'Già presenti';
export const COUNT_FAILED = 'In errore';
export const COUNT_CANCELLED = 'Annullati';
export const ROWS_GRID_LABEL = 'Righe del job';
/** The list's title: "Job di pubblicazione – SuperEnalotto". */
export const LIST_TITLE = 'Job di pubblicazione – {game}';
export const PROGRESS_LABEL = 'Avanzamento {rate}%';
export const DETAIL_TITLE = 'Job {id}';
export const DETAIL_SUBTITLE = 'Pubblicazione {game}';
export const RETRY_FAILED = 'Ripeti le righe in errore ({count})';
export const CANCEL_TITLE = 'Annullare il job {id}?';
/** {rows}: "1 riga", "3 righe". */
export const CANCEL_BODY = 'Le righe in attesa ({rows}) non saranno pubblicate; quanto già pubblicato resta.';
export const ROW_ONE = 'riga';
export const ROW_MANY = 'righe';
export const FILTER_JOB_ID = 'ID job';
