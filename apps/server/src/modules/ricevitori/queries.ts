/**
 * The SQL of the outlet list, in one place (the benchmark runs these same statements on a bare route).
 * Sized for 30.000 outlets on PGlite and PostgreSQL alike (no pg_trgm on PGlite):
 * - `q`: words as prefixes through a full-text expression with a GIN index (users_search_idx);
 * - `ivrCode` and `city`: prefixes through `text_pattern_ops` indexes;
 * - province, region: equality on their indexes; last access: range and sort on users_last_access_idx;
 * - `denomination`: its words as prefixes, through its own full-text GIN index (users_denomination_search_idx).
 */
import { and, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RicevitoreFilters, RicevitoreListItem, RicevitoreListQuery } from '@bacheca/domain';
import type { SearchItem } from '@bacheca/domain/schemas/search';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { sqlArray } from '../../lib/sql-rows';
import { iso, type UserRow } from '../../lib/accounts';
import { DEFAULT_EXACT_COUNT_LIMIT, listPageWithCappedTotal, pageOffset, whitelistedOrder } from '../../lib/list-query';
import { prefixPattern, prefixQuery } from '../../lib/search';
import { nextDay, romeMidnight } from '@bacheca/domain/rome-time';
import { idSnapshotReader, type PageReader } from '../../lib/export';

type Sort = RicevitoreListQuery['sort'];

/** The indexed full-text expression (must match users_search_idx in schema.ts). */
export const SEARCH_VECTOR = sql`to_tsvector('simple', coalesce(${users.ivrCode}, '') || ' ' || ${users.username} || ' ' || coalesce(${users.denomination}, '') || ' ' || coalesce(${users.name}, '') || ' ' || coalesce(${users.city}, '') || ' ' || coalesce(${users.email}, ''))`;

export function ricevitoreWhere(f: RicevitoreFilters): SQL {
  const conds: SQL[] = [eq(users.role, 'ricevitore')];
  if (f.q) {
    const tsq = prefixQuery(f.q);
    if (tsq) conds.push(sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${tsq})`);
  }
  if (f.ivrCode) conds.push(sql`upper(${users.ivrCode}) like ${prefixPattern(f.ivrCode).toUpperCase()}`);
  if (f.denomination) {
    const tsq = prefixQuery(f.denomination);
    if (tsq)
      conds.push(sql`to_tsvector('simple', coalesce(${users.denomination}, '')) @@ to_tsquery('simple', ${tsq})`);
  }
  if (f.city) conds.push(sql`lower(${users.city}) like ${prefixPattern(f.city)}`);
  if (f.province) conds.push(eq(users.province, f.province));
  if (f.region) conds.push(eq(users.region, f.region));
  if (f.zone) conds.push(eq(users.zone, f.zone));
  if (f.concession) conds.push(eq(users.concession, f.concession));
  if (f.enabled !== undefined) conds.push(eq(users.enabled, f.enabled));
  if (f.active !== undefined) conds.push(eq(users.active, f.active));
  if (f.blocked !== undefined) conds.push(eq(users.blocked, f.blocked));
  if (f.sip !== undefined) conds.push(eq(users.boardSip, f.sip));
  if (f.tcal !== undefined) conds.push(eq(users.boardTcal, f.tcal));
  if (f.tgol !== undefined) conds.push(eq(users.boardTgol, f.tgol));
  if (f.lastAccessFrom) conds.push(gte(users.lastAccessWeb, romeMidnight(f.lastAccessFrom)));
  if (f.lastAccessTo) conds.push(lt(users.lastAccessWeb, romeMidnight(nextDay(f.lastAccessTo))));
  return and(...conds)!;
}

const SORT_COLUMNS = {
  ivrCode: users.ivrCode,
  username: sql`lower(${users.username})`,
  denomination: users.denomination,
  city: sql`lower(${users.city})`,
  province: users.province,
  region: users.region,
  zone: users.zone,
  concession: users.concession,
  enabled: users.enabled,
  active: users.active,
  blocked: users.blocked,
  lastAccess: users.lastAccessWeb,
} as const;

/**
 * Whitelisted sort (the schema's enum), nulls last either way, IVR code as the tie-break. Every key has its partial
 * index (`where role = 'ricevitore'`, users_outlet_*_idx in schema.ts), so a page reads only its rows.
 */
export function ricevitoreOrder(sort: Sort): SQL[] {
  return whitelistedOrder({
    columns: SORT_COLUMNS,
    sort,
    defaultKey: 'ivrCode',
    tieBreak: users.ivrCode,
    tieBreakKey: 'ivrCode',
    notNull: ['username', 'enabled', 'active', 'blocked'],
  });
}

/** The list's columns only: less to sort and to send than whole rows. */
export const LIST_COLUMNS = {
  ivrCode: users.ivrCode,
  username: users.username,
  denomination: users.denomination,
  name: users.name,
  city: users.city,
  province: users.province,
  region: users.region,
  zone: users.zone,
  concession: users.concession,
  enabled: users.enabled,
  active: users.active,
  blocked: users.blocked,
  attemptNumber: users.attemptNumber,
  forcePasswordChange: users.forcePasswordChange,
  boardSip: users.boardSip,
  boardTcal: users.boardTcal,
  boardTgol: users.boardTgol,
  lastAccessWeb: users.lastAccessWeb,
};

type ListRow = Awaited<ReturnType<typeof ricevitorePageQuery>>[number];

export function toRicevitoreItem(r: ListRow): RicevitoreListItem {
  return {
    ivrCode: r.ivrCode!,
    username: r.username,
    denomination: r.denomination,
    name: r.name,
    city: r.city,
    province: r.province,
    region: r.region,
    zone: r.zone,
    concession: r.concession,
    enabled: r.enabled,
    active: r.active,
    blocked: r.blocked,
    attemptNumber: r.attemptNumber,
    forcePasswordChange: r.forcePasswordChange,
    boardSip: r.boardSip,
    boardTcal: r.boardTcal,
    boardTgol: r.boardTgol,
    lastAccess: iso(r.lastAccessWeb),
  };
}

/** One page of the list (the statement the benchmark also runs bare). */
export function ricevitorePageQuery(db: DbOrTx, f: RicevitoreFilters & { sort?: Sort }, offset: number, limit: number) {
  return db
    .select(LIST_COLUMNS)
    .from(users)
    .where(ricevitoreWhere(f))
    .orderBy(...ricevitoreOrder(f.sort))
    .limit(limit)
    .offset(offset);
}

/** Total and active outlets among the filtered ones, in one scan. */
export function ricevitoreActiveCountQuery(db: DbOrTx, f: RicevitoreFilters) {
  return db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${users.active}))::int` })
    .from(users)
    .where(ricevitoreWhere(f));
}

export function ricevitoreList(db: DbOrTx, q: RicevitoreListQuery, exactCountLimit = DEFAULT_EXACT_COUNT_LIMIT) {
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(ricevitoreWhere(q));
  return listPageWithCappedTotal(
    db,
    q,
    ricevitorePageQuery(db, q, pageOffset(q.page, q.pageSize), q.pageSize),
    matching,
    exactCountLimit,
    toRicevitoreItem,
  );
}

const { passwordHash: _hash, ...EXPORT_COLUMNS } = getTableColumns(users);
/** An outlet as exports read it: every column but the password hash. */
export type OutletExportRow = Omit<UserRow, 'passwordHash'>;

/** Rows for exports, page by page (not the password hash: less for PGlite to hand over, nothing secret). */
/**
 * The export's page reader (outlets and the registry export): the matching ids in the list's order are read once
 * (one index scan, 4 bytes an outlet), then each page fetches its rows by id. Every page costs the same, where
 * `offset` paging read all the rows before it again (30.000 outlets: ~900.000 rows read for 60 pages).
 */
export function ricevitoreRows(db: DbOrTx, f: RicevitoreFilters & { sort?: Sort }): PageReader<OutletExportRow> {
  return idSnapshotReader(
    () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(ricevitoreWhere(f))
        .orderBy(...ricevitoreOrder(f.sort))
        .then((rows) => rows.map((r) => r.id)),
    (page) =>
      db
        .select(EXPORT_COLUMNS)
        .from(users)
        .where(sql`${users.id} = any(${sqlArray(page, 'int')})`),
    (r) => r.id,
  );
}

/** An outlet by IVR code, optionally locked for update. */
export async function findOutlet(db: DbOrTx, ivrCode: string, lock = false): Promise<UserRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.ivrCode, ivrCode), eq(users.role, 'ricevitore')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The header's search: outlets matching `q` as the list's free text does, by IVR code. */
export async function searchOutlets(db: DbOrTx, q: string, limit: number): Promise<SearchItem[]> {
  const rows = await db
    .select({ ivrCode: users.ivrCode, denomination: users.denomination, name: users.name, username: users.username })
    .from(users)
    .where(ricevitoreWhere({ q } as RicevitoreFilters))
    .orderBy(users.ivrCode)
    .limit(limit);
  return rows
    .filter((r) => r.ivrCode)
    .map((r) => ({
      type: 'ricevitoria',
      id: r.ivrCode!,
      label: `${r.ivrCode} · ${r.denomination ?? r.name ?? r.username}`,
      path: `/ricevitorie/${encodeURIComponent(r.ivrCode!)}`,
    }));
}
