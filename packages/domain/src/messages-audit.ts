/**
 * The Italian words of the activity log: actions, objects and outcomes (the filters list them too). The
 * details' words (reasons, field labels, enum values) are in messages-audit-fields.ts. The presenter
 * (audit-presenter.ts) serves the /registro-attivita page, its export and the "Storico delle modifiche" of every
 * detail page.
 */

/** Every action the server writes to the audit log (a test walks the server's audit calls against this list). */
export const AUDIT_ACTION_LABELS = {
  login: 'Accesso',
  logout: 'Uscita',
  create: 'Creazione',
  create_draft: 'Creazione in bozza',
  update: 'Modifica',
  delete: 'Cancellazione',
  duplicate: 'Duplicazione',
  abilitation: 'Abilitazione / attivazione',
  force_password_change: 'Cambio password forzato',
  password_set: 'Password impostata',
  password_change: 'Cambio password',
  reset_attempts: 'Sblocco tentativi',
  permissions: 'Permessi aggiuntivi',
  role_permissions: 'Permessi del ruolo',
  impersonate: 'Inizio simulazione',
  impersonate_exit: 'Fine simulazione',
  import: 'Importazione anagrafiche',
  import_create: 'Creazione da anagrafica',
  import_update: 'Modifica da anagrafica',
  change_request: 'Richiesta di modifica',
  change_request_approved: 'Richiesta di modifica approvata',
  change_request_rejected: 'Richiesta di modifica rifiutata',
  generate_systems: 'Generazione sistemi',
  generate: 'Generato dalla struttura',
  quote_change: 'Gestione quote',
  quote_request: 'Richiesta di quote',
  quote_preassign: 'Preassegnazione quote',
  cancel: 'Annullamento della bozza',
  withdraw: 'Ritiro della pubblicazione',
  bulk_tags: 'Tag di più sistemi',
  bulk_evidence: 'Evidenza di più sistemi',
  bulk_quote: 'Quote a una ricevitoria su più sistemi',
  quote_draft_removed: 'Quote rimosse da una bozza',
  tag_rename: 'Tag rinominato',
  tag_delete: 'Tag eliminato',
  contest_closed: 'Chiusura vendite del concorso',
  publish_request: 'Richiesta di pubblicazione',
  publish_batch: 'Pubblicazione di un lotto',
  publish_finished: 'Pubblicazione conclusa',
  wins_started: 'Calcolo delle vincite avviato',
  wins_finished: 'Calcolo delle vincite concluso',
  win_notice_seen: 'Avviso di vincita letto',
  publish_cancel: 'Job di pubblicazione annullato',
  publish_retry: 'Ripetizione delle righe in errore di un job',
  propose: 'Proposta inviata',
  approve: 'Proposta approvata',
  reject: 'Proposta rifiutata',
  develop: 'Proposta sviluppata',
  // systems imported from a CSV into a structure
  systems_import: 'Importazione sistemi da CSV',
  import_system: 'Importato da CSV',
  result_save: 'Risultato salvato in bozza',
  result_confirm: 'Risultato confermato',
  result_reopen: 'Risultato riaperto',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an entry is about (`entity_type`). */
export const AUDIT_ENTITY_LABELS = {
  user: 'Utente',
  ricevitore: 'Ricevitoria',
  role: 'Ruolo',
  session: 'Sessione',
  anagrafiche: 'Anagrafiche',
  award: 'Premio straordinario',
  wins_job: 'Calcolo delle vincite',
  win_notice: 'Avviso di vincita',
  graphic: 'Grafica',
  notification: 'Notifica',
  preferences: 'Preferenze',
  proposal: 'Proposta',
  structure: 'Struttura',
  system: 'Sistema',
  tag: 'Tag',
  publication_job: 'Job di pubblicazione',
  contest_result: 'Risultato del concorso',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntityType, ...AuditEntityType[]];

export const AUDIT_OUTCOME_LABELS = { ok: 'Riuscito', failed: 'Fallito', denied: 'Negato' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOME_LABELS;
export const AUDIT_OUTCOMES = Object.keys(AUDIT_OUTCOME_LABELS) as [AuditOutcome, ...AuditOutcome[]];

/** Field errors of the activity log's filters (kept here, out of the browser's entry bundle). */
export const AUDIT_FIELD_ERRORS = {
  DATE_RANGE_INVALID: 'La data iniziale non può essere successiva alla data finale.',
  IP_INVALID: 'Indirizzo IP non valido.',
} as const;
