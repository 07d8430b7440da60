/**
 * The closed vocabularies of the domain (statuses, categories, roles, the sort fields each list accepts), without
 * zod: the browser's entry graph reads them to validate list URLs, and must not evaluate the schemas to do so
 * (bundle size). The schemas import them from here.
 */
import { GAME_SLUGS } from './games';

export const CONCESSIONS = ['PGS', 'TEL'] as const;

export const ADMIN_SORT_FIELDS = [
  'username',
  'name',
  'email',
  'role',
  'enabled',
  'blocked',
  'lastAccess',
  'insertedDate',
] as const;

export { STAFF_ROLE_VALUES } from './permissions';

/** winsTotalCents / winsPerQuotaCents: the wins on the contest's confirmed result (systems without come last). */
export const SYSTEM_SORT_FIELDS = [
  'id',
  'name',
  'status',
  'quotaPriceCents',
  'totalPriceCents',
  'quotesAvailable',
  'createdAt',
  'winsTotalCents',
  'winsPerQuotaCents',
] as const;

export const STRUCTURE_STATUSES = ['BOZZA', 'ASSOCIATA', 'COMPLETATA', 'CANCELLATA'] as const;

export const SYSTEM_STATUSES = STRUCTURE_STATUSES;

export const STRUCTURE_SORT_FIELDS = [
  'id',
  'name',
  'status',
  'quotaPriceCents',
  'totalPriceCents',
  'updatedAt',
] as const;

export const GRAPHIC_SORT_FIELDS = ['id', 'name', 'structureName', 'type', 'updatedAt'] as const;

/** Where a structure is shown: the back office, the showcase (vetrina), neither (the structures list's filter). */
export const STRUCTURE_VISIBILITIES = ['BACKOFFICE', 'VETRINA', 'NESSUNA'] as const;

/** Graphic templates of the board [D]; a graphic made with the graphics tool may replace the template later. */
export const GRAPHIC_TEMPLATES = ['CLASSICO', 'EVIDENZA', 'JACKPOT', 'SPECIALE'] as const;

/** ANNULLATO: a row still pending when its job was cancelled (never published). */
export const JOB_OUTCOMES = ['PUBBLICATO', 'GIA_PRESENTE', 'ERRORE', 'ANNULLATO'] as const;

export const JOB_SORT_FIELDS = ['id', 'createdAt', 'status', 'author'] as const;

/** ANNULLATO: cancelled while running (what was published stays, the pending rows were annulled). */
export const JOB_STATUSES = ['IN_CORSO', 'COMPLETATO', 'ERRORE', 'ANNULLATO'] as const;
/** The winners list's sort fields (GET …/contests/{id}/wins). */
export const WINS_SORT_FIELDS = ['totalCents', 'perQuotaCents', 'name'] as const;

export const NOTIFICATION_TYPES = ['banner', 'popup'] as const;

export const NOTIFICATION_CATEGORIES = ['GENERAL', 'IMPORTANT', 'NEWS', 'NORMAL', 'VERIFICATION'] as const;

/** Where a notification is shown: the board of the outlets playing a game, and/or the back office. */
export const NOTIFICATION_SCOPES = [...GAME_SLUGS, 'backoffice'] as const;

export const NOTIFICATION_SORT_FIELDS = [
  'id',
  'title',
  'category',
  'priority',
  'visibleFrom',
  'expiresAt',
  'updatedAt',
] as const;

/** Derived from the dates: before `visibleFrom`, until `expiresAt`, after. */
export const NOTIFICATION_STATES = ['SCHEDULED', 'ACTIVE', 'EXPIRED'] as const;

export const AWARD_SORT_FIELDS = ['drawDate', 'label', 'associatedWinCents', 'updatedAt'] as const;

export const RICEVITORE_SORT_FIELDS = [
  'ivrCode',
  'username',
  'denomination',
  'city',
  'province',
  'region',
  'zone',
  'concession',
  'enabled',
  'active',
  'blocked',
  'lastAccess',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = { banner: 'Banner', popup: 'Popup' };
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  GENERAL: 'Generale',
  IMPORTANT: 'Importante',
  NEWS: 'Novità',
  NORMAL: 'Normale',
  VERIFICATION: 'Verifica',
};
export const NOTIFICATION_SCOPE_LABELS: Record<NotificationScope, string> = {
  eurojackpot: 'EuroJackpot',
  superenalotto: 'SuperEnalotto',
  sivincetutto: 'SiVinceTutto',
  totocalcio: 'Totocalcio',
  backoffice: 'Back office',
};
export const NOTIFICATION_STATE_LABELS: Record<NotificationState, string> = {
  SCHEDULED: 'Programmata',
  ACTIVE: 'Attiva',
  EXPIRED: 'Scaduta',
};

export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobOutcome = (typeof JOB_OUTCOMES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  IN_CORSO: 'In corso',
  COMPLETATO: 'Completato',
  ERRORE: 'Errore (completato in parte)',
  ANNULLATO: 'Annullato',
};
/** A job row with no outcome yet (not published so far): its chip, the job's pending count and the job export. */
export const JOB_OUTCOME_PENDING_LABEL = 'In attesa';
/** A job row's outcome in words, "In attesa" while it has none: the job page and the job export say the same. */
export function jobOutcomeLabel(outcome: JobOutcome | null): string {
  return outcome ? JOB_OUTCOME_LABELS[outcome] : JOB_OUTCOME_PENDING_LABEL;
}
export const JOB_OUTCOME_LABELS: Record<JobOutcome, string> = {
  PUBBLICATO: 'Pubblicato',
  GIA_PRESENTE: 'Già presente',
  ERRORE: 'Errore',
  ANNULLATO: 'Annullato',
};
