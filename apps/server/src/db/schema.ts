import {
  pgTable,
  bigint,
  text,
  integer,
  boolean,
  timestamp,
  bigserial,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
  serial,
  date,
  check,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/** Roles (spec §6). Base permissions live in role_permissions and are editable on /gruppi. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  isStaff: boolean('is_staff').notNull().default(true),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/**
 * Staff users (amministratori) and outlet operators (ricevitori) share one table: spec §3 lists one set of
 * fields for both. Outlet-only columns are null for staff.
 */
const OUTLET = sql`role = 'ricevitore'`;
/** The outlet list's sort indexes (see `ricevitoreOrder`): nullable columns twice, never-null ones once. */
function outletSortIndexes(t: {
  ivrCode: AnyPgColumn;
  denomination: AnyPgColumn;
  city: AnyPgColumn;
  province: AnyPgColumn;
  region: AnyPgColumn;
  zone: AnyPgColumn;
  concession: AnyPgColumn;
  lastAccessWeb: AnyPgColumn;
  enabled: AnyPgColumn;
  active: AnyPgColumn;
  blocked: AnyPgColumn;
}) {
  const nullable: Array<[string, SQL | AnyPgColumn]> = [
    ['denomination', t.denomination],
    ['city', sql`lower(${t.city})`],
    ['province', t.province],
    ['region', t.region],
    ['zone', t.zone],
    ['concession', t.concession],
    ['last_access', t.lastAccessWeb],
  ];
  return [
    index('users_outlet_ivr_desc_idx')
      .on(sql`${t.ivrCode} asc nulls first`)
      .where(OUTLET),
    ...nullable.flatMap(([name, col]) => [
      index(`users_outlet_${name}_asc_idx`)
        .on(sql`${col} asc nulls last`, t.ivrCode)
        .where(OUTLET),
      index(`users_outlet_${name}_desc_idx`)
        .on(sql`${col} asc nulls first`, t.ivrCode)
        .where(OUTLET),
    ]),
    ...(['enabled', 'active', 'blocked'] as const).map((k) =>
      index(`users_outlet_${k}_idx`).on(t[k], t.ivrCode).where(OUTLET),
    ),
  ];
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role')
      .notNull()
      .references(() => roles.name),
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
    // outlet list at 30.000 rows: prefix filters, word-prefix search, last-access sort and range
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
    // every sort of the outlet list, in the exact form of its ORDER BY (lib/list-query.ts): ascending
    // `col nulls last, ivr_code`; descending `col desc nulls last, ivr_code desc` = `(col nulls first, ivr_code)`
    // read backwards; never-null columns need one index for both. Partial: the staff list never pays for them.
    ...outletSortIndexes(t),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Server-side sessions: a token is valid only while its session is live and its jti is the current one. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId)],
);

/** One-time tokens for /change-password/{token}: forced changes at login and reset links by e-mail. */
export const passwordChangeTokens = pgTable('password_change_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * The login rate limit's fixed-window counters, shared by every instance (lib/rate-limit-store.ts): one row per route
 * and client address, upserted atomically; rows of past windows are purged by the maintenance job.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** ALTCHA solutions already accepted (modules/auth/captcha.ts), until their challenge expires: a solution works once in total. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

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
  // The activity log reads newest first, by time then id, under each filter: one index per filter
  // ending in (at, id), so a filtered first page is an index scan that stops after one page.
  (t) => [
    index('audit_entity_at_idx').on(t.entityType, t.entityId, t.at, t.id),
    index('audit_at_id_idx').on(t.at, t.id),
    index('audit_actor_at_idx').on(t.actor, t.at, t.id),
    index('audit_on_behalf_at_idx')
      .on(t.onBehalfOf, t.at, t.id)
      .where(sql`on_behalf_of is not null`),
    index('audit_entity_type_at_idx').on(t.entityType, t.at, t.id),
    index('audit_action_at_idx').on(t.action, t.at, t.id),
    index('audit_ip_at_idx')
      .on(t.ip, t.at, t.id)
      .where(sql`ip is not null`),
    // failed and denied entries are few and the most searched ("accessi falliti"): their own index, action included
    index('audit_not_ok_at_idx')
      .on(t.outcome, t.action, t.at, t.id)
      .where(sql`outcome <> 'ok'`),
  ],
);

/** Outlet change requests (spec §3): request date, operator, approved or rejected date. */
export const outletChangeRequests = pgTable(
  'outlet_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    operator: text('operator').notNull(),
    changes: jsonb('changes').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Why staff rejected it. */
    reason: text('reason'),
    /** The outlet's values of the changed fields just before the approval (what "X → Y" shows afterwards). */
    previous: jsonb('previous'),
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

// ───────────────────────────── boards: contests, structures, systems, quote ─────────────────────────────

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
    /** Totocalcio: the matches of the round (filled by the contest calendar). */
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
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    uniqueIndex('structures_game_name_uq')
      .on(t.game, sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'CANCELLATA'`),
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
    /** The structure it was made from; null for Totocalcio systems, which have none (they carry `totocalcio`). */
    structureId: integer('structure_id').references(() => structures.id),
    /** SiCe name, at most 15 characters. */
    name: text('name').notNull(),
    contestId: integer('contest_id').references(() => contests.id),
    modules: jsonb('modules').notNull(),
    /** Totocalcio systems: formula, concession and the signs per event ({ formula, concession, events }). */
    totocalcio: jsonb('totocalcio'),
    numbersHash: text('numbers_hash').notNull(),
    quotesTotal: integer('quotes_total').notNull(),
    quotesAssigned: integer('quotes_assigned').notNull().default(0),
    quotesAvailable: integer('quotes_available').generatedAlwaysAs(sql`quotes_total - quotes_assigned`),
    quotaPriceCents: integer('quota_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    cedole: integer('cedole').notNull(),
    combinations: integer('combinations').notNull(),
    accumulation: boolean('accumulation').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('BOZZA'),
    evidence: boolean('evidence').notNull().default(false),
    boSystem: boolean('bo_system').notNull().default(true),
    graphicName: text('graphic_name'),
    /** Published systems: the board name players see (structure name and a progressive, ≤ 50). */
    boardName: text('board_name'),
    /** Published systems: the draft (BOZZA) system they were published from, and the publication job. */
    sourceSystemId: integer('source_system_id'),
    publicationJobId: integer('publication_job_id'),
    /** Lower-case name, graphic and tags for the free-text search (kept by the service on every write). */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // drafts (templates): never two of one structure with the same numbers
    uniqueIndex('systems_structure_numbers_uq')
      .on(t.structureId, t.numbersHash)
      .where(sql`${t.contestId} is null`),
    // on a contest: one system per structure and numbers ("già presente"), one SiCe name
    uniqueIndex('systems_contest_numbers_uq')
      .on(t.contestId, t.structureId, t.numbersHash)
      .where(sql`${t.contestId} is not null and ${t.status} <> 'CANCELLATA'`),
    uniqueIndex('systems_contest_name_uq')
      .on(t.contestId, sql`lower(${t.name})`)
      .where(sql`${t.contestId} is not null and ${t.status} <> 'CANCELLATA'`),
    index('systems_source_idx').on(t.sourceSystemId),
    index('systems_job_idx').on(t.publicationJobId),
    index('systems_game_id_idx').on(t.game, t.id),
    index('systems_game_status_id_idx').on(t.game, t.status, t.id),
    // the grid's sorts, each (game, column, id) read either way. None on quotes_available (a stored generated column
    // every quote allocation changes): such an index makes every allocation rewrite all the indexes of the row
    // instead of a HOT update; the sort by availability and the `availableFrom` filter read the game's rows instead.
    index('systems_game_name_idx').on(t.game, t.name, t.id),
    index('systems_game_quota_idx').on(t.game, t.quotaPriceCents, t.id),
    index('systems_game_total_idx').on(t.game, t.totalPriceCents, t.id),
    index('systems_game_created_idx').on(t.game, t.createdAt, t.id),
    // a contest's systems in id order: the wins job's batches walk it after their cursor (and a contest's systems by prefix)
    index('systems_contest_id_idx').on(t.contestId, t.id),
    index('systems_structure_idx').on(t.structureId, t.status),
    index('systems_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    check('systems_quotes_assigned_ck', sql`${t.quotesAssigned} between 0 and ${t.quotesTotal}`),
    check('systems_quotes_total_ck', sql`${t.quotesTotal} between 2 and 125`),
    check('systems_name_ck', sql`char_length(${t.name}) between 1 and 15`),
    check('systems_origin_ck', sql`${t.structureId} is not null or ${t.totocalcio} is not null`),
  ],
);

/** Quote pre-assigned to outlets (by IVR code in the API): one row per system and outlet, quantity > 0. */
export const systemQuotes = pgTable(
  'system_quotes',
  {
    systemId: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    /** The outlet (a ricevitore user); an outlet holding quote cannot be deleted. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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

/**
 * Notifications (banner and popup, spec §3): shown on the boards of their scope (game slugs and/or `backoffice`)
 * from `visible_from` until `expires_at`. `content` is HTML already sanitized by the server.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    /** The outlets' own link (docs/decisions.md "Notification reach"); null: the staff `url` when outlets may open it. */
    outletUrl: text('outlet_url'),
    priority: integer('priority').notNull(),
    scope: text('scope').array().notNull(),
    /** Outlet targeting beside the games: an outlet matches when any list holds it; all empty: every outlet. */
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ivrCodes: text('ivr_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('notifications_type_dates_idx').on(t.type, t.visibleFrom, t.expiresAt),
    index('notifications_scope_idx').using('gin', t.scope),
    check('notifications_dates_ck', sql`${t.expiresAt} > ${t.visibleFrom}`),
    check('notifications_type_ck', sql`${t.type} in ('banner', 'popup')`),
  ],
);

/** A popup acknowledged by a user (staff in the back office, or an outlet on its board): not shown to them again. */
export const notificationAcks = pgTable(
  'notification_acks',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ackedAt: timestamp('acked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_acks_user_idx').on(t.userId)],
);

/**
 * A notification an outlet's board has shown (banner or popup): written once per outlet and notification (the board
 * posts the ids it shows; a repeat does nothing), counted by the reach statistics.
 */
export const notificationViews = pgTable(
  'notification_views',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_views_user_idx').on(t.userId)],
);

/** SuperEnalotto's extraordinary awards: one per contest (the unique key makes a second one "già presente"). */
export const extraordinaryAwards = pgTable(
  'extraordinary_awards',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull().default('superenalotto'),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    label: text('label').notNull(),
    /** A data URL whose format and size (≤ 200×30) the server read from the bytes. */
    icon: text('icon'),
    showIcon: boolean('show_icon').notNull().default(false),
    associatedWinCents: integer('associated_win_cents').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('extraordinary_awards_contest_uq').on(t.contestId),
    check('extraordinary_awards_win_ck', sql`${t.associatedWinCents} >= 0`),
  ],
);

// ───────────────────────────── publication jobs, staff notifications, preferences ─────────────────────────────

/**
 * Publication jobs ({GAMEKEY}_{id}, e.g. SE_42): the request is stored with one item per system × contest, and a
 * pg-boss worker publishes the pending items batch by batch. An item's outcome is written in the same transaction as
 * the rows it publishes, so a worker that dies resumes from the first pending item and nothing is published twice.
 */
export const publicationJobs = pgTable(
  'publication_jobs',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    onBehalfOf: text('on_behalf_of'),
    contestIds: integer('contest_ids').array().notNull(),
    /** IN_CORSO → COMPLETATO, or ERRORE when some items failed (partly completed), or ANNULLATO when cancelled. */
    status: text('status').notNull().default('IN_CORSO'),
    randomNames: boolean('random_names').notNull().default(false),
    systemCount: integer('system_count').notNull(),
    itemCount: integer('item_count').notNull(),
    processed: integer('processed').notNull().default(0),
    published: integer('published').notNull().default(0),
    alreadyPresent: integer('already_present').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Items annulled by a cancel (never published). */
    cancelled: integer('cancelled').notNull().default(0),
    /** The job whose failed items this one retries. */
    retryOf: integer('retry_of'),
    processingRate: integer('processing_rate').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('publication_jobs_game_idx').on(t.game, t.id),
    index('publication_jobs_status_idx').on(t.status),
    check('publication_jobs_rate_ck', sql`${t.processingRate} between 0 and 100`),
  ],
);

/** One system on one contest of a job: pending while `outcome` is null. */
export const publicationJobItems = pgTable(
  'publication_job_items',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => publicationJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    systemId: integer('system_id').notNull(),
    contestId: integer('contest_id').notNull(),
    siceName: text('sice_name').notNull(),
    boardName: text('board_name').notNull(),
    /** PUBBLICATO, GIA_PRESENTE, ERRORE or ANNULLATO (the job was cancelled first); null while pending. */
    outcome: text('outcome'),
    message: text('message'),
    publishedSystemId: integer('published_system_id'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.seq] }),
    index('publication_job_items_pending_idx')
      .on(t.jobId, t.seq)
      .where(sql`${t.outcome} is null`),
  ],
);

/** The staff notification centre (the bell): one row per message to one staff user. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('staff_notifications_user_idx').on(t.userId, t.id)],
);

/** Preferences per game (spec §3, §5), with an optimistic-lock version. */
export const gamePreferences = pgTable(
  'game_preferences',
  {
    game: text('game').primaryKey(),
    contestsSelectableAdmin: integer('contests_selectable_admin').notNull().default(4),
    contestsSelectableShowcase: integer('contests_selectable_showcase').notNull().default(4),
    featuredContests: integer('featured_contests').notNull().default(2),
    upsellingContests: integer('upselling_contests').notNull().default(5),
    autoAssignPercentage: integer('auto_assign_percentage').notNull().default(10),
    premiumThresholdCents: integer('premium_threshold_cents').notNull().default(5000),
    multiPurchase: boolean('multi_purchase').notNull().default(true),
    webEnabled: boolean('web_enabled').notNull().default(true),
    terminalEnabled: boolean('terminal_enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check(
      'game_preferences_min_ck',
      sql`${t.contestsSelectableAdmin} >= 1 and ${t.contestsSelectableShowcase} >= 1 and ${t.featuredContests} >= 1`,
    ),
    check('game_preferences_upselling_ck', sql`${t.upsellingContests} between 3 and 15`),
    check('game_preferences_percentage_ck', sql`${t.autoAssignPercentage} between 0 and 100`),
  ],
);

// ───────────────────────────── graphics

/**
 * Graphics of the graphics tool (/{game}/grafica): a design drawn by the domain renderer for a structure's systems.
 * The structure's `graphic_id` names the graphic attached to it (the one its systems show); copies are not attached.
 */
export const graphics = pgTable(
  'graphics',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    name: text('name').notNull(),
    structureId: integer('structure_id')
      .notNull()
      .references(() => structures.id),
    /** graphicDesignSchema of the domain package: texts, colours, background (data URL), logo. */
    design: jsonb('design').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // name unique per game (spec §5), whatever the case
    uniqueIndex('graphics_game_name_uq').on(t.game, sql`lower(${t.name})`),
    index('graphics_structure_idx').on(t.structureId),
    index('graphics_game_updated_idx').on(t.game, t.updatedAt),
  ],
);

// ───────────────────────────── syndicate proposals

/**
 * Proposals (proposte) of outlets: a structure visible in the showcase, a contest, the numbers (chosen or drawn by the
 * engine) and a note. DA_VALUTARE → APPROVATA | RIFIUTATA (with a reason) → SVILUPPATA (the published system it became).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => users.id),
    /** null exactly for Totocalcio, which has no structures (the proposal is a contest and a note). */
    structureId: integer('structure_id').references(() => structures.id),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    modules: jsonb('modules').notNull(),
    numbersHash: text('numbers_hash').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('DA_VALUTARE'),
    reason: text('reason'),
    evaluatedBy: text('evaluated_by'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    systemId: integer('system_id').references(() => systems.id),
    developedBy: text('developed_by'),
    developedAt: timestamp('developed_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('proposals_game_status_id_idx').on(t.game, t.status, t.id),
    index('proposals_contest_idx').on(t.contestId, t.id),
    index('proposals_outlet_idx').on(t.outletId, t.id),
    check('proposals_status_ck', sql`${t.status} in ('DA_VALUTARE', 'APPROVATA', 'RIFIUTATA', 'SVILUPPATA')`),
    check('proposals_structure_ck', sql`(${t.game} = 'totocalcio') = (${t.structureId} is null)`),
  ],
);

// ───────────────────────────── draw results

/**
 * The draw result of one contest (concorso): entered as a draft (BOZZA) by one staff user, confirmed (CONFERMATO) by a
 * different one (four eyes); only a confirmed result computes wins. Reopening returns it to BOZZA with a reason; the
 * history (both versions, the reason) lives in the activity log. `signs` are Totocalcio's, one per event in the
 * contest's event order ('1', 'X', '2' or 'annullata'). `prizes` holds `[{ category, amountCents }]`, integer cents.
 */
export const contestResults = pgTable(
  'contest_results',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    status: text('status').notNull().default('BOZZA'),
    numbers: integer('numbers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    jolly: integer('jolly'),
    superstar: integer('superstar'),
    euronumbers: integer('euronumbers').array(),
    signs: text('signs').array(),
    prizes: jsonb('prizes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    enteredById: integer('entered_by_id')
      .notNull()
      .references(() => users.id),
    enteredBy: text('entered_by').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedById: integer('confirmed_by_id').references(() => users.id),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('contest_results_contest_uq').on(t.contestId),
    index('contest_results_game_status_idx').on(t.game, t.status),
    check('contest_results_status_ck', sql`${t.status} in ('BOZZA', 'CONFERMATO')`),
  ],
);

// ───────────────────────────── wins

/**
 * Wins jobs: one per confirmation of a contest's result. The job keeps a copy of the confirmed draw and prize table
 * (the version it computes), and a worker computes the wins of every system on the contest that is not CANCELLATA,
 * batch by batch in system-id order (`last_system_id` is the cursor): each batch inserts its `system_wins` rows and
 * moves the cursor in one transaction, so a worker that dies resumes after the last committed batch and nothing is
 * computed twice. A reopened result withdraws its job (ANNULLATO); wins show only for the result's current,
 * confirmed version once its job is COMPLETATO.
 */
export const winsJobs = pgTable(
  'wins_jobs',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    resultVersion: integer('result_version').notNull(),
    /** The confirmed draw: { numbers, jolly, superstar, euronumbers, signs }. */
    draw: jsonb('draw').notNull(),
    /** The prize table: [{ category, amountCents }]. */
    prizes: jsonb('prizes').notNull(),
    /** Who entered the result: gets the bell when the job ends. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    /** IN_CORSO → COMPLETATO; ANNULLATO when the result is reopened. */
    status: text('status').notNull().default('IN_CORSO'),
    systemCount: integer('system_count').notNull(),
    processed: integer('processed').notNull().default(0),
    winning: integer('winning').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    lastSystemId: integer('last_system_id').notNull().default(0),
    processingRate: integer('processing_rate').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('wins_jobs_contest_idx').on(t.contestId, t.resultVersion),
    index('wins_jobs_status_idx').on(t.status),
    check('wins_jobs_rate_ck', sql`${t.processingRate} between 0 and 100`),
    check('wins_jobs_status_ck', sql`${t.status} in ('IN_CORSO', 'COMPLETATO', 'ANNULLATO')`),
  ],
);

/**
 * The wins of one system computed by one wins job: winning combinations per category (`wins`: [{ category, count }],
 * non-zero only), the total Σ count × amount and the win per quota floor(total / quotes_total), integer cents.
 */
export const systemWins = pgTable(
  'system_wins',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => winsJobs.id, { onDelete: 'cascade' }),
    systemId: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id').notNull(),
    wins: jsonb('wins').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    perQuotaCents: bigint('per_quota_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.systemId] }),
    index('system_wins_system_idx').on(t.systemId),
    index('system_wins_job_total_idx').on(t.jobId, t.totalCents),
  ],
);

/** The board notice of an outlet holding quote of a winning system: one per outlet per contest. */
export const outletWinNotices = pgTable(
  'outlet_win_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contestId] })],
);

// ───────────────────────────── saved views ─────────────────────────────

/**
 * Saved views: a named URL search of one list page (`list` is the page's path), the owner's own or shared with every
 * staff member. Names are unique per owner and list (case-insensitive).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: text('search').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_uq').on(t.userId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx')
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);
