/**
 * Italian field messages of a notification's outlet targeting. Kept out of messages.ts, which every
 * page (the login too) loads up front; the notification schemas import them by path.
 */
export const NOTIFICATION_TARGET_ERRORS = {
  REGION_INVALID: "Regione non valida: sceglierla dall'elenco.",
  PROVINCE_INVALID: 'Provincia non valida: indicare la sigla di 2 lettere (es. RM).',
  IVR_CODE_INVALID: 'Codice IVR non valido: solo lettere e cifre, al massimo 20 caratteri.',
  IVR_TOO_MANY: 'Troppi codici IVR: al massimo 5.000 per notifica.',
} as const;

/** The reach of a notification among the outlets, in its form and in the staff list. */
export const NOTIFICATION_REACH_TEXTS = {
  /** The form's line: "Raggiunte: 120 di 300 · lette 45" (a banner is read when shown, so it has no "lette"). */
  REACHED: 'Raggiunte: {seen} di {targeted}',
  READ: 'lette {acknowledged}',
  PENDING_BUTTON: 'Da leggere',
  PENDING_TITLE: "Ricevitorie che non l'hanno ancora letta",
  PENDING_NONE: "Nessuna: l'hanno letta tutte.",
  /** The list's column: how many outlets saw a banner, confirmed a popup ("Ho letto"), of those it is for. */
  COLUMN: 'Raggiungimento',
  LIST_SEEN: 'Viste {seen} / {targeted}',
  LIST_CONFIRMED: 'Confermate {acknowledged} / {targeted}',
  /** The list cell's tooltip for a popup: it may be seen without being confirmed yet. */
  LIST_POPUP_DETAIL: 'Viste {seen}, confermate {acknowledged}, destinatarie {targeted}',
  /** The list cell of a notification no outlet is meant to see (back office only): no "0 / 0". */
  LIST_NO_OUTLETS: '—',
  LIST_NO_OUTLETS_DETAIL: 'Nessuna ricevitoria destinataria: solo back office',
} as const;

/** "Anteprima come ricevitoria" in the notification form: the board's own component with the form's values. */
export const NOTIFICATION_PREVIEW_TEXTS = {
  BUTTON: 'Anteprima come ricevitoria',
  TITLE_PLACEHOLDER: 'Titolo della notifica',
  CONTENT_PLACEHOLDER: 'Contenuto della notifica',
  BOARD: 'Bacheca',
  CLOSE: 'Chiudi',
  POPUP_READ: 'HO LETTO',
  /** The form's own preview of the notification, as a banner or as a popup. */
  PREVIEW_BANNER: 'Anteprima del banner',
  PREVIEW_POPUP: 'Anteprima del popup',
} as const;
