/**
 * Italian texts of a system's detail (/{game}/sistemi/detail/{id}, its edit dialog) and of the new-system page
 * (/{game}/sistemi/new): apart from messages-sistemi.ts so that the systems list does not load them; those pages
 * (lazily loaded routes) import them by path.
 */
export const SYSTEM_DETAIL_TEXTS = {
  DETAIL_TITLE: 'Dettaglio sistema',
  /** "Sistema SuperEnalotto · ID 42". */
  DETAIL_SUBTITLE: 'Sistema {game} · ID {id}',
  NEW_FROM_THIS: 'Nuovo da questo',
  CONTEST_NONE: 'Nessuno',
  SOURCE_SYSTEM: 'Sistema di origine',
  PUBLICATION_JOB: 'Job di pubblicazione',
  ACCUMULATION: 'Accumulo',
  BO_SYSTEM: 'Sistema BO',
  BO_SYSTEM_YES: 'Sì (creato nel back office)',
  BO_SYSTEM_NO: 'No (da proposta)',
  GRAPHIC: 'Grafica',
  ASSIGNED: 'Assegnate',
  QUOTES_ASSIGNED: 'Quote assegnate',
  NUMBERS_BY_MODULE: 'Numeri per modulo',
  ASSIGNMENTS: 'Preassegnazioni delle quote',
  NO_ASSIGNMENTS: 'Nessuna quota preassegnata.',
  ASSIGNED_AT: 'Assegnate il',
  ASSIGNED_BY: 'Da',
  /** The edit dialog. */
  EDIT_TITLE: 'Modifica sistema',
  /** The new-system page. */
  NEW_TITLE: 'Nuovo sistema – {game}',
  NEW_SUBTITLE: 'Scegliere la struttura e i numeri di ogni modulo.',
  FROM_SYSTEM: 'A partire dal sistema {name} (ID {id})',
  TOTOCALCIO_ELSEWHERE: 'I sistemi Totocalcio si creano da «Crea sistema».',
  STRUCTURE_OPTION: '{name} (ID {id}) – {quotes} quote, {price}',
  NO_STRUCTURE: 'Nessuna struttura',
  STRUCTURE_SEARCH: 'Cercare per nome o ID',
  STRUCTURE_CHOSEN: 'Struttura scelta: {name} (ID {id})',
  RANDOM_NUMBERS: 'Numeri casuali (vincoli della struttura)',
  /** "Modulo 1 – 8 numeri". */
  MODULE_DESCRIBED: 'Modulo {n} – {description}',
  /** A number picker's count: "Numeri: scelti 3 di 6", then the error if any. */
  PICKED: '{label}: scelti {count} di {needed}',
  PICKED_ERROR: '{label}: scelti {count} di {needed} – {error}',
  /** A number of the picker, for assistive technologies. */
  NUMBER_CHOSEN: 'scelto',
  NUMBER_EXCLUDED: 'escluso dai vincoli della struttura',
  NUMBER_NOT_CHOSEN: 'non scelto',
  CHOOSE_NUMBERS: 'Scegliere esattamente {count:numero|numeri}.',
  CHOOSE_EURONUMBERS: 'Scegliere esattamente {count:Euronumero|Euronumeri}.',
  CHOOSE_SUPERSTARS: 'Scegliere esattamente {count:numero SuperStar|numeri SuperStar}.',
  /** "Sistema Alfa creato: 12,00 €, 4 quote." */
  CREATED_TOAST: 'Sistema {name} creato: {total}, {quotes} quote.',
  STRUCTURE_COSTS: 'Costi della struttura',
} as const;
