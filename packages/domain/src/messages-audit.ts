/**
 * The Italian words of the activity log (issue 16): actions, objects, outcomes, reasons and field labels. The
 * presenter (audit-presenter.ts) is the only reader; it serves the /registro-attivita page, its export and the
 * "Storico delle modifiche" of every detail page.
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
  quote_draft_removed: 'Quote rimosse da una bozza',
  tag_rename: 'Tag rinominato',
  tag_delete: 'Tag eliminato',
  contest_closed: 'Chiusura vendite del concorso',
  publish_request: 'Richiesta di pubblicazione',
  publish_batch: 'Pubblicazione di un lotto',
  publish_finished: 'Pubblicazione conclusa',
  propose: 'Proposta inviata',
  approve: 'Proposta approvata',
  reject: 'Proposta rifiutata',
  develop: 'Proposta sviluppata',
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
  graphic: 'Grafica',
  notification: 'Notifica',
  preferences: 'Preferenze',
  proposal: 'Proposta',
  structure: 'Struttura',
  system: 'Sistema',
  tag: 'Tag',
  publication_job: 'Job di pubblicazione',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntityType, ...AuditEntityType[]];

export const AUDIT_OUTCOME_LABELS = { ok: 'Riuscito', failed: 'Fallito', denied: 'Negato' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOME_LABELS;
export const AUDIT_OUTCOMES = Object.keys(AUDIT_OUTCOME_LABELS) as [AuditOutcome, ...AuditOutcome[]];

/** Why a login, a password change or an upload was refused (`reason` of the entry). */
export const AUDIT_REASON_LABELS: Record<string, string> = {
  wrong_password: 'password errata',
  unknown_user: 'utente sconosciuto',
  captcha: 'verifica anti-robot non superata',
  blocked: 'utente bloccato',
  inactive: 'utente non attivo',
  disabled: 'utente disabilitato',
  password_change_required: 'cambio password obbligatorio',
  old_password: 'password attuale errata',
  invalid: 'dati non validi',
  too_large: 'file troppo grande',
};

/** Field errors of the activity log's filters (kept here, out of the browser's entry bundle). */
export const AUDIT_FIELD_ERRORS = {
  DATE_RANGE_INVALID: 'La data iniziale non può essere successiva alla data finale.',
  IP_INVALID: 'Indirizzo IP non valido.',
} as const;

/** Words around the values ("tentativo n. 6", "in simulazione di …"). */
export const AUDIT_TEXTS = {
  ATTEMPT: 'tentativo n. {n}',
  ATTEMPT_LABEL: 'Tentativo',
  ATTEMPT_NUMBER: 'n. {n}',
  REASON: 'Motivo: {reason}',
  ON_BEHALF: '{actor} (simulato da {onBehalfOf})',
  SYSTEM_ACTOR: 'Sistema',
  NO_ACTOR: 'Anonimo',
  YES: 'Sì',
  NO: 'No',
  EMPTY: '—',
  NO_DETAILS: 'Nessun dettaglio',
  ITEMS: '{n} elementi',
  CHANGED: 'modificato',
} as const;

/**
 * Labels of the fields the entries carry in `before` / `after`. A field without a label is shown with its name
 * split into words; the presenter test checks every field of a user and of the common records has one.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // users and outlets
  username: 'Username',
  role: 'Ruolo',
  name: 'Nome',
  email: 'E-mail',
  phoneNumber: 'Telefono',
  address: 'Indirizzo',
  city: 'Comune',
  cap: 'CAP',
  fax: 'Fax',
  gender: 'Sesso',
  denomination: 'Denominazione',
  code: 'Codice',
  enabled: 'Abilitato',
  active: 'Attivo',
  blocked: 'Bloccato',
  attemptNumber: 'Tentativi falliti',
  forcePasswordChange: 'Cambio password forzato',
  lastAccessWeb: 'Ultimo accesso Web',
  lastAccessTg: 'Ultimo accesso TG',
  lastAccessTgBest: 'Ultimo accesso TgBest',
  lastAccessVtg: 'Ultimo accesso VTG',
  lastPasswordChange: 'Ultimo cambio password',
  insertedDate: 'Data inserimento',
  eurojEnabled: 'EuroJackpot abilitato',
  ntclBachecaEnabled: 'Bacheca Totocalcio abilitata',
  nveBachecaEnabled: 'Bacheca SiVinceTutto abilitata',
  ivrCode: 'Codice IVR',
  concession: 'Concessione',
  rice: 'Ricevitoria',
  term: 'Terminale',
  zone: 'Zona',
  province: 'Provincia',
  region: 'Regione',
  terminalId: 'ID terminale',
  boardSip: 'Bacheca SIP',
  boardTcal: 'Bacheca Totocalcio',
  boardTgol: 'Bacheca TGOL',
  version: 'Versione',
  permissions: 'Permessi',
  // login and simulations
  reason: 'Motivo',
  ip: 'IP',
  line: 'Riga',
  changes: 'Modifiche',
  // games: structures, systems, quote, publications
  id: 'ID',
  game: 'Gioco',
  type: 'Tipo',
  status: 'Stato',
  title: 'Titolo',
  description: 'Descrizione',
  tags: 'Tag',
  structureId: 'Struttura',
  systemId: 'Sistema',
  contestId: 'Concorso',
  contestIds: 'Concorsi',
  quotaPriceCents: 'Prezzo quota',
  totalPriceCents: 'Prezzo totale',
  priceCents: 'Prezzo',
  minQuotaPriceCents: 'Prezzo quota minimo',
  maxQuotaPriceCents: 'Prezzo quota massimo',
  quotes: 'Quote',
  totalQuotes: 'Quote totali',
  availableQuotes: 'Quote disponibili',
  assignedQuotes: 'Quote assegnate',
  quantity: 'Quantità',
  assignments: 'Assegnazioni',
  count: 'Numero',
  from: 'Da',
  to: 'A',
  visible: 'Visibile',
  published: 'Pubblicato',
  modules: 'Moduli',
  systemIds: 'Sistemi',
  items: 'Elementi',
  published_count: 'Pubblicati',
  // notifications, awards, graphics, preferences
  category: 'Categoria',
  text: 'Testo',
  visibleFrom: 'Visibile dal',
  expiresAt: 'Scade il',
  audience: 'Destinatari',
  label: 'Etichetta',
  iconChars: 'Icona (dimensione)',
  design: 'Disegno',
  note: 'Nota',
  outcome: 'Esito',
  proposalId: 'Proposta',
  jobId: 'Job',
  created: 'Creati',
  updated: 'Aggiornati',
  rows: 'Righe',
};
