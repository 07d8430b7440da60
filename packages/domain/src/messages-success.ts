/**
 * The success messages the API answers and the web app's toasts show, one constant a message: the web imports this
 * file by path as a namespace (`import * as SUCCESS from '@bacheca/domain/messages-success'`), so each page carries
 * only the messages it shows; the server and the tests use the same namespace through messages.ts (`SUCCESS`).
 */
export const USER_CREATED = 'Utente creato con successo';
export const USER_UPDATED = 'Utente modificato con successo';
export const USER_DELETED = 'Utente cancellato con successo';
export const OUTLET_UPDATED = 'Ricevitoria modificata con successo';
export const OUTLET_DELETED = 'Ricevitoria cancellata con successo';
export const USER_ACTIVATED = 'Utente attivato con successo';
export const USER_DEACTIVATED = 'Utente disattivato con successo';
export const USER_ENABLED = 'Utente abilitato con successo';
export const USER_DISABLED = 'Utente disabilitato con successo';
export const RETAILER_ACTIVATED = 'Ricevitoria attivata con successo';
export const RETAILER_DEACTIVATED = 'Ricevitoria disattivata con successo';
export const RETAILER_ENABLED = 'Ricevitoria abilitata con successo';
export const RETAILER_DISABLED = 'Ricevitoria disabilitata con successo';
export const PASSWORD_CHANGED = 'Password modificata con successo';
export const PASSWORD_CHANGE_FORCED = 'Cambio password forzato impostato con successo';
export const PREFERENCES_SAVED = 'Preferenze salvate con successo';
export const PUBLICATION_ACCEPTED = 'Pubblicazione avviata: job {jobId}';
export const JOB_CANCELLED = 'Job {jobId} annullato: le righe in attesa non saranno pubblicate.';
export const JOB_RETRY_ACCEPTED = 'Righe in errore di nuovo in pubblicazione con il job {jobId}.';
export const VIEW_SAVED = 'Vista "{name}" salvata.';
export const VIEW_DELETED = 'Vista "{name}" eliminata.';
export const REQUEST_OK = 'Richiesta effettuata con successo';
export const QUOTE_SAVED = 'Quote salvate: {assigned:assegnata|assegnate}, {available:disponibile|disponibili}';
/** What the save moved, beside QUOTE_SAVED: quantity and its amount at the system's quota price. */
export const QUOTE_CHANGE_ASSIGNED = '{quantity:quota assegnata|quote assegnate} per {amount}';
export const QUOTE_CHANGE_RELEASED = '{quantity:quota liberata|quote liberate} per {amount}';
export const SYSTEM_DRAFT_CANCELLED = 'Bozza annullata';
export const SYSTEM_WITHDRAWN = 'Pubblicazione ritirata';
export const SYSTEMS_CANCELLED = '{cancelled:annullato|annullati}, {refused:non annullabile|non annullabili}';
export const SYSTEMS_BULK_DONE = '{updated:aggiornato|aggiornati}, {refused:non modificabile|non modificabili}';
export const SYSTEM_UPDATED = 'Sistema modificato con successo';
export const TAG_RENAMED = 'Tag «{from}» rinominato in «{to}» (elementi aggiornati: {count})';
export const TAG_DELETED = 'Tag «{name}» eliminato (elementi aggiornati: {count})';
export const SYSTEMS_GENERATED = 'Sistemi generati';
export const STRUCTURE_DELETED = 'Struttura cancellata con successo';
export const SYNDICATE_EVALUATED = 'Proposta valutata con successo';
export const SYNDICATE_MULTIPLE_APPROVED = 'Proposte approvate con successo';
export const SYNDICATE_MULTIPLE_REJECTED = 'Proposte rifiutate con successo';
export const PROPOSAL_SENT = 'Proposta inviata con successo';
export const PROPOSAL_DEVELOPED = 'Proposta sviluppata: sistema {name} pubblicato';
export const LOGGED_OUT = 'Disconnessione effettuata';
export const USER_INVITED = "Utente creato con successo: è stato inviato l'invito via e-mail";
export const USER_UNBLOCKED = 'Utente sbloccato con successo';
export const RETAILER_UNBLOCKED = 'Ricevitoria sbloccata con successo';
export const PERMISSIONS_SAVED = 'Permessi salvati con successo';
export const CHANGE_REQUEST_SENT = 'Richiesta di modifica inviata con successo';
export const CHANGE_REQUEST_APPROVED = 'Richiesta di modifica approvata con successo';
export const CHANGE_REQUEST_REJECTED = 'Richiesta di modifica rifiutata';
export const IMPORT_APPLIED = 'Anagrafiche importate con successo';
export const NOTIFICATION_CREATED = 'Notifica creata con successo';
export const NOTIFICATION_UPDATED = 'Notifica modificata con successo';
export const NOTIFICATION_DELETED = 'Notifica cancellata con successo';
export const NOTIFICATION_ACKNOWLEDGED = 'Notifica letta';
export const NOTIFICATION_SEEN = 'Notifiche viste';
export const AWARD_CREATED = 'Premio straordinario creato con successo';
export const AWARD_UPDATED = 'Premio straordinario modificato con successo';
export const AWARD_DELETED = 'Premio straordinario cancellato con successo';
export const AWARD_DUPLICATED = 'Premio straordinario duplicato con successo';
export const GRAPHIC_SAVED = 'Grafica salvata con successo';
export const GRAPHIC_DELETED = 'Grafica cancellata con successo';
export const GRAPHIC_DUPLICATED = 'Grafica duplicata con successo';
