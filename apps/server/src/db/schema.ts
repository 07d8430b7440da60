import {
  pgTable, text, integer, boolean, timestamp, bigserial, jsonb, primaryKey, index, uniqueIndex, serial,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Roles (spec §6). Base permissions live in role_permissions and are editable on /gruppi. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  isStaff: boolean('is_staff').notNull().default(true),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull().references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/**
 * Staff users (amministratori) and outlet operators (ricevitori) share one table: spec §3 lists one set of
 * fields for both. Outlet-only columns are null for staff.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().references(() => roles.name),
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    cap: text('cap'),
    fax: text('fax'),
    gender: text('gender'),
    denomination: text('denomination'),
    code: text('code'),
    enabled: boolean('enabled').notNull().default(true),
    active: boolean('active').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    attemptNumber: integer('attempt_number').notNull().default(0),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    lastAccessWeb: timestamp('last_access_web', { withTimezone: true }),
    lastAccessTg: timestamp('last_access_tg', { withTimezone: true }),
    lastAccessTgBest: timestamp('last_access_tgbest', { withTimezone: true }),
    lastAccessVtg: timestamp('last_access_vtg', { withTimezone: true }),
    lastPasswordChange: timestamp('last_password_change', { withTimezone: true }),
    insertedDate: timestamp('inserted_date', { withTimezone: true }).notNull().defaultNow(),
    eurojEnabled: boolean('euroj_enabled').notNull().default(false),
    ntclBachecaEnabled: boolean('ntcl_bacheca_enabled').notNull().default(false),
    nveBachecaEnabled: boolean('nve_bacheca_enabled').notNull().default(false),
    // Outlet (ricevitoria) fields
    ivrCode: text('ivr_code'),
    concession: text('concession'),
    rice: text('rice'),
    term: text('term'),
    zone: text('zone'),
    province: text('province'),
    region: text('region'),
    terminalId: text('terminal_id'),
    boardSip: boolean('board_sip').notNull().default(false),
    boardTcal: boolean('board_tcal').notNull().default(false),
    boardTgol: boolean('board_tgol').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_ivr_code_uq').on(t.ivrCode),
    index('users_role_idx').on(t.role),
    index('users_province_idx').on(t.province),
    index('users_region_idx').on(t.region),
    index('users_city_lower_idx').on(sql`lower(${t.city})`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Server-side sessions: a token is valid only while its session is live and its jti is the current one. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The staff user simulating this outlet, when the session is an impersonation. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenId: text('token_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId)],
);

/** One-time tokens for /change-password/{token}: forced changes at login and reset links by e-mail. */
export const passwordChangeTokens = pgTable('password_change_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed-login counters for usernames that do not exist, so they lock like real ones (no enumeration). */
export const unknownLoginFailures = pgTable('unknown_login_failures', {
  usernameKey: text('username_key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change and every login attempt: who, on whose behalf, what, before and after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    onBehalfOf: text('on_behalf_of'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    outcome: text('outcome').notNull().default('ok'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_entity_idx').on(t.entityType, t.entityId), index('audit_at_idx').on(t.at)],
);

/** Outlet change requests (spec §3): request date, operator, approved or rejected date. */
export const outletChangeRequests = pgTable(
  'outlet_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    operator: text('operator').notNull(),
    changes: jsonb('changes').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [index('ocr_user_idx').on(t.userId)],
);

/** E-mails kept when no SMTP server is configured (and a record of those sent). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
