/**
 * Italian words of the sidebar and its footer (apps/web/src/lib/navigation.ts, their one importer): every page's layout
 * shows them. One constant per text, for the reasons of messages-navigation.ts.
 */

/** The entries and the footer, in their order. */
export const NAV_BOARD = 'Bacheca';
export const NAV_MY_PROPOSALS = 'Le mie proposte';
export const NAV_STATEMENT = 'Estratto quote';
export const NAV_NOTICES = 'Archivio avvisi';
export const NAV_MY_DATA = 'I miei dati';
export const NAV_CHANGE_PASSWORD = 'Cambia password';
export const NAV_HOME = 'Home';
export const NAV_ADMINS = 'Amministratori';
export const NAV_OUTLETS = 'Ricevitorie';
export const NAV_REGISTRY = 'Anagrafiche';
export const NAV_NOTIFICATIONS = 'Notifiche';
export const NAV_BANNER = 'Banner';
export const NAV_POPUP = 'Popup';
export const NAV_STRUCTURES = 'Strutture';
export const NAV_SYSTEMS = 'Sistemi';
export const NAV_PROPOSALS = 'Proposte';
export const NAV_RESULTS = 'Risultati';
export const NAV_JOBS = 'Job di pubblicazione';
export const NAV_AWARDS = 'Premi straordinari';
export const NAV_PREFERENCES = 'Preferenze';
export const NAV_GRAPHICS = 'Grafica';
export const NAV_CREATE_SYSTEM = 'Crea sistema';
export const NAV_SYSTEMS_ARCHIVE = 'Archivio sistemi';
export const NAV_SYNDICATE_BACKOFFICE = 'Syndicate backoffice';
export const NAV_AUDIT_LOG = 'Registro attività';
export const NAV_ROLES = 'Ruoli e permessi';
export const NAV_SYNDICATE = 'Syndicate';
export const NAV_PRIVACY = 'Privacy';
export const NAV_BOARD_SITE = 'Bacheca dei Sistemi';
export const NAV_LOGOUT = 'Esci';
