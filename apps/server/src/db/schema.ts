import {
  pgTable, text, integer, boolean, timestamp, bigserial, jsonb, primaryKey, index, uniqueIndex, serial, date, check,
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
    // outlet list at 30.000 rows (issue 4): prefix filters, word-prefix search, last-access sort and range
    // IVR codes are matched case-insensitively: "pxmws" finds PXMWS01
    index('users_ivr_code_prefix_idx').on(sql`upper(${t.ivrCode}) text_pattern_ops`),
    index('users_city_prefix_idx').on(sql`lower(${t.city}) text_pattern_ops`),
    index('users_denomination_idx').on(t.denomination),
    index('users_denomination_search_idx').using('gin', sql`to_tsvector('simple', coalesce(${t.denomination}, ''))`),
    index('users_last_access_idx').on(sql`${t.lastAccessWeb} desc nulls last`),
    index('users_search_idx').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${t.ivrCode}, '') || ' ' || ${t.username} || ' ' || coalesce(${t.denomination}, '') || ' ' || coalesce(${t.name}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.email}, ''))`,
    ),
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

// ───────────────────────────── boards: contests, structures, systems, quote (issue 5) ─────────────────────────────

/**
 * Contests (concorsi) per game: generated ahead from the weekday rules of modules/contests/calendar.ts and extended by
 * a daily job. Identified by game, year and progressive number ("Concorso 142/2026"). Open while `closes_at` is ahead.
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Totocalcio: the matches of the round (filled by the Totocalcio issue). */
    events: jsonb('events'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contests_game_year_number_uq').on(t.game, t.year, t.number),
    index('contests_game_closes_idx').on(t.game, t.closesAt),
  ],
);

/**
 * Structures (strutture): the four steps of the stepper. `modules` keeps each module with its constraints; the
 * totals are the engine's answer at the last save (never sent by the browser).
 */
export const structures = pgTable(
  'structures',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    extendedDescription: text('extended_description').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    proposalChannels: text('proposal_channels').array().notNull(),
    salesChannel: text('sales_channel').notNull(),
    structureType: text('structure_type').notNull(),
    boardType: text('board_type').notNull(),
    modules: jsonb('modules').notNull(),
    quotes: integer('quotes').notNull(),
    preassignedQuotesPercentage: integer('preassigned_quotes_percentage').notNull(),
    visibleInBackoffice: boolean('visible_in_backoffice').notNull().default(true),
    visibleInVetrina: boolean('visible_in_vetrina').notNull().default(false),
    graphicTemplate: text('graphic_template').notNull(),
    /** Graphic attached by the graphics tool; while set, the Euronumeri structure is locked. */
    graphicId: integer('graphic_id'),
    status: text('status').notNull().default('BOZZA'),
    totals: jsonb('totals').notNull(),
    combinations: integer('combinations').notNull(),
    cedole: integer('cedole').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    quotaPriceCents: integer('quota_price_cents').notNull(),
    /** Last progressive used in the names of the systems generated from it. */
    systemsSeq: integer('systems_seq').notNull().default(0),
    /** Its systems not cancelled, and those published (ASSOCIATA, COMPLETATA): kept by refreshStructure on every change. */
    systemsCount: integer('systems_count').notNull().default(0),
    publishedSystemsCount: integer('published_systems_count').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // name unique per game among the structures not cancelled (spec §5)
    uniqueIndex('structures_game_name_uq').on(t.game, sql`lower(${t.name})`).where(sql`${t.status} <> 'CANCELLATA'`),
    index('structures_game_status_idx').on(t.game, t.status),
    index('structures_tags_idx').using('gin', t.tags),
    check('structures_quotes_ck', sql`${t.quotes} between 2 and 125`),
    check('structures_percentage_ck', sql`${t.preassignedQuotesPercentage} between 1 and 100`),
  ],
);

/**
 * Systems (sistemi): numbers per module, generated from a structure or entered by hand; totals copied from the
 * structure. `numbers_hash` is the canonical digest of the numbers: no two systems of one structure are identical.
 * Quote: `quotes_available` is derived, and a CHECK keeps `quotes_assigned` within 0…total, so no save can oversell.
 */
export const systems = pgTable(
  'systems',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    structureId: integer('structure_id').notNull().references(() => structures.id),
    /** SiCe name, at most 15 characters. */
    name: text('name').notNull(),
    contestId: integer('contest_id').references(() => contests.id),
    modules: jsonb('modules').notNull(),
    numbersHash: text('numbers_hash').notNull(),
    quotesTotal: integer('quotes_total').notNull(),
    quotesAssigned: integer('quotes_assigned').notNull().default(0),
    quotesAvailable: integer('quotes_available').generatedAlwaysAs(sql`quotes_total - quotes_assigned`),
    quotaPriceCents: integer('quota_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    cedole: integer('cedole').notNull(),
    combinations: integer('combinations').notNull(),
    accumulation: boolean('accumulation').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('BOZZA'),
    evidence: boolean('evidence').notNull().default(false),
    boSystem: boolean('bo_system').notNull().default(true),
    graphicName: text('graphic_name'),
    /** Lower-case name, graphic and tags for the free-text search (kept by the service on every write). */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('systems_structure_numbers_uq').on(t.structureId, t.numbersHash),
    index('systems_game_id_idx').on(t.game, t.id),
    index('systems_game_status_id_idx').on(t.game, t.status, t.id),
    index('systems_game_available_idx').on(t.game, t.quotesAvailable, t.id),
    // the grid's most used sorts
    index('systems_game_name_idx').on(t.game, t.name, t.id),
    index('systems_game_quota_idx').on(t.game, t.quotaPriceCents, t.id),
    index('systems_contest_idx').on(t.contestId),
    index('systems_structure_idx').on(t.structureId, t.status),
    index('systems_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    check('systems_quotes_assigned_ck', sql`${t.quotesAssigned} between 0 and ${t.quotesTotal}`),
    check('systems_quotes_total_ck', sql`${t.quotesTotal} between 2 and 125`),
    check('systems_name_ck', sql`char_length(${t.name}) between 1 and 15`),
  ],
);

/** Quote pre-assigned to outlets (by IVR code in the API): one row per system and outlet, quantity > 0. */
export const systemQuotes = pgTable(
  'system_quotes',
  {
    systemId: integer('system_id').notNull().references(() => systems.id, { onDelete: 'cascade' }),
    /** The outlet (a ricevitore user); an outlet holding quote cannot be deleted. */
    userId: integer('user_id').notNull().references(() => users.id),
    quantity: integer('quantity').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: text('assigned_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.systemId, t.userId] }),
    index('system_quotes_user_idx').on(t.userId),
    check('system_quotes_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
