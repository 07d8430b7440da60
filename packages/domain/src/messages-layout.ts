/**
 * Italian texts of the app's shell around every signed-in page (app/layout: skip link, header, sidebar,
 * impersonation banner) and of what it shows on every page: the staff's notification bell and the banner and popup
 * notifications (also on the outlet's board and in the notification archive). The shell is a lazily loaded chunk and
 * imports them by path.
 */
export const LAYOUT_TEXTS = {
  SKIP_TO_CONTENT: 'Vai al contenuto',
  /** The phone's drawer. */
  MENU: 'Menu',
  OPEN_MENU: 'Apri menu',
  CLOSE_MENU: 'Chiudi menu',
  MY_ACCOUNT: 'Il mio account',
  /** The header's button that opens the global search (its dialog's words: ./messages-search.ts). */
  SEARCH_TOOLTIP: 'Cerca (tasto /)',
  MAIN_MENU: 'Menu principale',
  OTHER_FUNCTIONS: 'Altre funzioni',
  /** A footer link to the board or the syndicate site whose address is not configured. */
  LINK_NOT_CONFIGURED: 'Collegamento non configurato.',
  IMPERSONATING: 'Stai simulando la ricevitoria {ivrCode}',
  EXIT_IMPERSONATION: 'Esci dalla simulazione',
  /** The bell: its name holds the badge's count (label in name). */
  NOTIFICATIONS: 'Notifiche',
  NOTIFICATIONS_UNREAD: 'Notifiche: {count} non lette',
  MARK_ALL_READ: 'Segna tutte come lette',
  NO_NOTIFICATIONS: 'Nessuna notifica.',
  /** Banner and popup notifications. */
  BANNERS: 'Avvisi',
  POPUP_ACK: 'Ho letto',
  READ_MORE: 'Approfondisci',
} as const;
