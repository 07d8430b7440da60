/**
 * Italian words of the systems grid's bulk dialog, apart from messages-systems.ts: they load with the
 * dialog, after it is first opened, not with the systems page.
 */
/** The bulk dialog of the systems grid (loaded with the dialog only). */
export const SYSTEM_BULK_DIALOG_TEXTS = {
  SELECTION_TITLE: 'Azione su {count:sistema selezionato|sistemi selezionati}',
  FILTER_TITLE: 'Azione su tutte le {count:riga|righe} del filtro',
  FILTER_TARGET:
    'Saranno considerate tutte le {count:riga|righe} che rispettano i filtri correnti ({count:sistema|sistemi}).',
  ACTION_LABEL: 'Azione',
  ACTION_TAGS_ADD: 'Aggiungi tag',
  ACTION_TAGS_REMOVE: 'Togli tag',
  ACTION_EVIDENCE_ON: 'Metti in evidenza',
  ACTION_EVIDENCE_OFF: "Togli l'evidenza",
  ACTION_QUOTE: 'Assegna quote a una ricevitoria',
  TAGS_LABEL: 'Tag (separati da virgola)',
  IVR_LABEL: 'Codice IVR della ricevitoria',
  QUANTITY_LABEL: 'Quote per sistema',
  QUOTE_INTRO:
    'Solo i sistemi pubblicati su un concorso aperto ricevono quote, mai oltre le disponibili; gli altri sono elencati con il motivo.',
  REFUSED_TITLE: 'Sistemi non modificati',
  CONFIRM: 'Conferma',
  BACK: 'Indietro',
  CLOSE: 'Chiudi',
} as const;
