/**
 * Italian titles of the portal's pages (the browser tab, the header, the placeholder pages), read by the route table
 * (apps/web/src/lib/route-table.ts) alone. A small file of its own: the route table is part of the application's start,
 * so these words load with the first page, and messages.ts would bring the whole catalogue along. One constant per
 * text rather than an object of them: the build writes a constant's text where it is used (apps/web/vite.config.ts,
 * `inlineConst`), as the pages wrote it before, while an object's keys would be added to the start's bytes. Its one
 * importer keeps it in the route table's chunk.
 * The sidebar's words are in messages-sidebar.ts, the header's greeting in messages-greeting.ts, for the same reasons.
 */

/** Page titles, by route; `{game}` is the game's label and `{type}` the notification type's (lib/route-table.ts). */
export const TITLE_LOGIN = 'Accesso';
export const TITLE_CHANGE_PASSWORD = 'Cambio password';
export const TITLE_PRIVACY = 'Informativa privacy';
export const TITLE_COOKIE_POLICY = 'Cookie policy';
export const TITLE_BOARD = 'Bacheca';
export const TITLE_MY_PROPOSALS = 'Le mie proposte';
export const TITLE_STATEMENT = 'Estratto quote';
export const TITLE_NOTICES = 'Archivio avvisi';
export const TITLE_MY_DATA = 'I miei dati';
export const TITLE_HOME = 'Home';
export const TITLE_ACCOUNT = 'Il mio account';
export const TITLE_UNAUTHORIZED = 'Accesso non autorizzato';
export const TITLE_ADMINS = 'Amministratori';
export const TITLE_ADMIN = 'Dettaglio amministratore';
export const TITLE_AUDIT_LOG = 'Registro attività';
export const TITLE_ROLES = 'Ruoli e Permessi';
export const TITLE_OUTLETS = 'Ricevitorie';
export const TITLE_OUTLET = 'Dettaglio ricevitoria';
export const TITLE_SIMULATE = 'Simulazione Ricevitorie';
export const TITLE_REGISTRY = 'Anagrafiche';
export const TITLE_SYNDICATE_BACKOFFICE = 'Syndicate backoffice';
export const TITLE_NOTIFICATIONS = 'Notifiche';
export const TITLE_NOTIFICATIONS_OF_TYPE = 'Notifiche {type}';
export const TITLE_NOTIFICATION_NEW = 'Nuova notifica {type}';
export const TITLE_NOTIFICATION_EDIT = 'Modifica notifica {type}';
export const TITLE_GAME = 'Bacheca {game}';
export const TITLE_STRUCTURES = 'Strutture';
export const TITLE_STRUCTURE_NEW = 'Nuova struttura';
export const TITLE_STRUCTURE = 'Dettaglio struttura';
export const TITLE_STRUCTURE_EDIT = 'Modifica struttura';
export const TITLE_STRUCTURE_DUPLICATE = 'Duplica struttura';
export const TITLE_STRUCTURE_GENERATE = 'Genera sistemi';
export const TITLE_SYSTEMS = 'Sistemi';
export const TITLE_SYSTEM_NEW = 'Nuovo sistema';
export const TITLE_SYSTEM = 'Dettaglio sistema';
export const TITLE_PROPOSALS = 'Proposte';
export const TITLE_PROPOSAL = 'Dettaglio proposta';
export const TITLE_RESULTS = 'Risultati delle estrazioni';
export const TITLE_RESULT = 'Risultato del concorso';
export const TITLE_JOBS = 'Job di pubblicazione';
export const TITLE_JOB = 'Dettaglio job';
export const TITLE_WINNERS = 'Vincite del concorso';
export const TITLE_PREFERENCES = 'Preferenze';
export const TITLE_GRAPHICS = 'Grafica';
export const TITLE_AWARDS = 'Premi straordinari';
export const TITLE_AWARD_NEW = 'Nuovo premio straordinario';
export const TITLE_AWARD_EDIT = 'Modifica premio straordinario';
export const TITLE_CREATE_SYSTEM = 'Crea sistema';
export const TITLE_SYSTEMS_ARCHIVE = 'Gestione Sistemi Si.ce.';

/** The `{type}` of the notification pages' titles. */
export const TITLE_TYPE_BANNER = 'Banner';
export const TITLE_TYPE_POPUP = 'Popup';
