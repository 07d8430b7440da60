/**
 * The SQL of systems and of the archive, in one place. Sized for 100.000 systems:
 * - pages on (game, id) / (game, status, id) indexes, newest first by default;
 * - `q`: words as prefixes over name, graphic and tags (systems_search_idx, full-text on `search_text`), or the
 *   systems of the structures whose name or type matches (few structures, resolved first), or the ID.
 */
import { and, asc, eq, gte, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  GAMES,
  STRUCTURE_TYPE_LABELS,
  SYSTEM_SORT_FIELDS,
  errorMessage,
  jobCode,
  type GameSlug,
  type StructureType,
  type SystemStatus,
  type archiveListItem,
  type archiveListQuery,
  type systemListItem,
  type systemListQuery,
} from '@bacheca/domain';
import type { z } from 'zod';
import type { SearchItem } from '@bacheca/domain/schemas/search';
import type { DbOrTx } from '../../db/client';
import { contests, structures, systems } from '../../db/schema';
import { toContest, type ContestRow } from '../../lib/contests';
import { idSnapshotReader } from '../../lib/export';
import { DEFAULT_EXACT_COUNT_LIMIT, listPageWithCappedTotal, pageOffset } from '../../lib/list-query';
import { unprocessable } from '../../lib/errors';
import { containsPattern, prefixQuery } from '../../lib/search';
import { typesMatching } from '../../lib/structures';
import { winTotalsOf, winningCondition, winsSortExpression, type SystemWinTotals } from '../../lib/wins';
import type { ModuleNumbers } from '../../lib/system-numbers';

export type SystemRow = typeof systems.$inferSelect;
type ListItem = z.infer<typeof systemListItem>;
type ArchiveItem = z.infer<typeof archiveListItem>;
type SystemFilters = Omit<z.output<typeof systemListQuery>, 'page' | 'pageSize' | 'sort'>;
type ArchiveFilters = Omit<z.output<typeof archiveListQuery>, 'page' | 'pageSize' | 'sort'>;

/**
 * Structures of the game (null: any) whose name or type matches the free text. Resolved first, apart: there are
 * few, and a literal id list keeps every branch of the text search indexable (GIN on the text, btree on
 * structure_id, the primary key for the ID), so PostgreSQL can combine them with a BitmapOr.
 */
export async function structuresMatching(db: DbOrTx, game: string | null, q: string | undefined): Promise<number[]> {
  const text = q?.trim();
  if (!text) return [];
  const types = typesMatching(text);
  const matching: SQL[] = [sql`lower(${structures.name}) like ${containsPattern(text)}`];
  if (types.length) matching.push(inArray(structures.structureType, types));
  const conds = [or(...matching)!];
  if (game) conds.unshift(eq(structures.game, game));
  return (
    await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(...conds))
  ).map((r) => r.id);
}

/** The rows a page skips, kept within what PostgreSQL accepts (an absurd page is simply empty, never an error). */
/**
 * Filters shared by the game's list and the archive (game null = every game). CANCELLATA only when asked for.
 * `structureIds`: the structures whose name or type matches `q` ({@link structuresMatching}).
 */
export function systemWhere(
  game: string | null,
  f: Partial<SystemFilters & ArchiveFilters>,
  structureIds: readonly number[] = [],
): SQL {
  const conds: SQL[] = [];
  if (game) conds.push(eq(systems.game, game));
  conds.push(f.status ? eq(systems.status, f.status) : ne(systems.status, 'CANCELLATA'));
  if (f.q?.trim()) {
    const q = f.q.trim();
    const any: SQL[] = [];
    const tsq = prefixQuery(q);
    if (tsq) any.push(sql`to_tsvector('simple', ${systems.searchText}) @@ to_tsquery('simple', ${tsq})`);
    if (structureIds.length) any.push(inArray(systems.structureId, [...structureIds]));
    if (/^\d{1,9}$/.test(q)) any.push(eq(systems.id, Number(q)));
    conds.push(any.length ? or(...any)! : sql`false`);
  }
  if (f.contestId) conds.push(eq(systems.contestId, f.contestId));
  if (f.structureId) conds.push(eq(systems.structureId, f.structureId));
  if (f.quotaPriceFrom != null) conds.push(gte(systems.quotaPriceCents, f.quotaPriceFrom));
  if (f.quotaPriceTo != null) conds.push(lte(systems.quotaPriceCents, f.quotaPriceTo));
  if (f.totalPriceFrom != null) conds.push(gte(systems.totalPriceCents, f.totalPriceFrom));
  if (f.totalPriceTo != null) conds.push(lte(systems.totalPriceCents, f.totalPriceTo));
  if (f.availableFrom != null) conds.push(gte(systems.quotesAvailable, f.availableFrom));
  if (f.evidence !== undefined) conds.push(eq(systems.evidence, f.evidence));
  if (f.boSystem !== undefined) conds.push(eq(systems.boSystem, f.boSystem));
  if (f.winning !== undefined) conds.push(winningCondition(f.winning));
  return and(...conds)!;
}

const SORT_COLUMNS: Record<
  Exclude<(typeof SYSTEM_SORT_FIELDS)[number], 'id' | 'winsTotalCents' | 'winsPerQuotaCents'>,
  SQLWrapper
> = {
  name: systems.name,
  status: systems.status,
  quotaPriceCents: systems.quotaPriceCents,
  totalPriceCents: systems.totalPriceCents,
  quotesAvailable: systems.quotesAvailable,
  createdAt: systems.createdAt,
};

/**
 * Whitelisted sort (the schema checks the field), id as tie-break; default: newest first. With a free-text search
 * the order is kept off the primary key (`id + 0`): otherwise PostgreSQL walks the whole key backwards hoping to meet
 * 25 matches soon, which for a rare word means evaluating the search on every row; the matches come from the
 * indexes instead and are sorted.
 */
export function systemOrder(sort: string | undefined, searching = false): SQL[] {
  const s = sort ?? '-id';
  const key = s.replace(/^-/, '') as (typeof SYSTEM_SORT_FIELDS)[number];
  const descending = s.startsWith('-');
  const id = searching ? sql`${systems.id} + 0` : sql`${systems.id}`;
  const tie = descending ? sql`${id} desc` : sql`${id} asc`;
  if (key === 'id') return [tie];
  // the wins: systems without wins computed last, whichever the direction
  if (key === 'winsTotalCents' || key === 'winsPerQuotaCents') {
    const wins = winsSortExpression(key);
    return [descending ? sql`${wins} desc nulls last` : sql`${wins} asc nulls last`, tie];
  }
  const col = SORT_COLUMNS[key];
  return [descending ? sql`${col} desc` : sql`${col} asc`, tie];
}

const listColumns = {
  s: systems,
  structureName: structures.name,
  structureType: structures.structureType,
  contest: contests,
};
interface ListRow {
  s: SystemRow;
  /** Null for Totocalcio systems (no structure). */
  structureName: string | null;
  structureType: string | null;
  contest: ContestRow | null;
  /** The wins on the contest's current confirmed result (lib/wins.ts), when computed. */
  wins?: SystemWinTotals;
}

export function toSystemListItem(r: ListRow, now = new Date()): ListItem {
  const s = r.s;
  return {
    id: s.id,
    game: s.game as GameSlug,
    name: s.name,
    structureId: s.structureId,
    structureName: r.structureName,
    structureType: r.structureType as StructureType | null,
    contest: r.contest ? toContest(r.contest, now) : null,
    quotesTotal: s.quotesTotal,
    quotesAssigned: s.quotesAssigned,
    quotesAvailable: s.quotesAvailable ?? s.quotesTotal - s.quotesAssigned,
    quotaPriceCents: s.quotaPriceCents,
    totalPriceCents: s.totalPriceCents,
    cedole: s.cedole,
    combinations: s.combinations,
    accumulation: s.accumulation,
    tags: s.tags,
    status: s.status as SystemStatus,
    evidence: s.evidence,
    boSystem: s.boSystem,
    graphicName: s.graphicName,
    boardName: s.boardName,
    sourceSystemId: s.sourceSystemId,
    jobId: s.publicationJobId == null ? null : jobCode(s.game as GameSlug, s.publicationJobId),
    createdAt: s.createdAt.toISOString(),
    version: s.version,
    winsTotalCents: r.wins?.totalCents ?? null,
    winsPerQuotaCents: r.wins?.perQuotaCents ?? null,
  };
}

/** The rows with their wins (one query for the page). */
async function withWins<R extends ListRow>(db: DbOrTx, rows: R[]): Promise<R[]> {
  const wins = await winTotalsOf(
    db,
    rows.map((r) => r.s.id),
  );
  for (const r of rows) r.wins = wins.get(r.s.id);
  return rows;
}

/**
 * One page in two steps: the ids of the page from `systems` alone (sorted, offset, limited: no join runs for the rows
 * skipped), then those rows with their structure and contest.
 */
export async function systemPage(
  db: DbOrTx,
  where: SQL,
  sort: string | undefined,
  searching: boolean,
  offset: number,
  limit: number,
): Promise<ListRow[]> {
  const ids = (
    await db
      .select({ id: systems.id })
      .from(systems)
      .where(where)
      .orderBy(...systemOrder(sort, searching))
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  if (!ids.length) return [];
  const rows = await db
    .select(listColumns)
    .from(systems)
    .leftJoin(structures, eq(structures.id, systems.structureId))
    .leftJoin(contests, eq(contests.id, systems.contestId))
    .where(inArray(systems.id, ids));
  const at = new Map(ids.map((id, i) => [id, i]));
  return withWins(
    db,
    rows.sort((a, b) => at.get(a.s.id)! - at.get(b.s.id)!),
  );
}

export function systemCountQuery(db: DbOrTx, where: SQL) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(systems)
    .where(where);
}

/** The systems a `where` selects, for a capped total (lib/list-query.ts). */
function matchingSystems(db: DbOrTx, where: SQL) {
  return db
    .select({ one: sql`1` })
    .from(systems)
    .where(where);
}

export async function systemList(
  db: DbOrTx,
  game: GameSlug,
  q: z.output<typeof systemListQuery>,
  exactCountLimit = DEFAULT_EXACT_COUNT_LIMIT,
) {
  const where = systemWhere(game, q, await structuresMatching(db, game, q.q));
  const now = new Date();
  const rows = systemPage(db, where, q.sort, !!q.q?.trim(), pageOffset(q.page, q.pageSize), q.pageSize);
  return listPageWithCappedTotal(db, q, rows, matchingSystems(db, where), exactCountLimit, (r) =>
    toSystemListItem(r, now),
  );
}

/** The archive's "Tipo": the structure type's name, or the Totocalcio formula. */
function typeNameOf(r: ListRow): string {
  const toto = r.s.totocalcio as { formula: number; concession: string } | null;
  if (toto) return `Totocalcio formula ${toto.formula} (${toto.concession})`;
  return STRUCTURE_TYPE_LABELS[r.structureType as StructureType] ?? r.structureType ?? '';
}

/** "Gestione Sistemi Si.ce.": every game's systems, with the structure type's name. */
export async function archiveList(
  db: DbOrTx,
  q: z.output<typeof archiveListQuery>,
  exactCountLimit = DEFAULT_EXACT_COUNT_LIMIT,
) {
  const where = systemWhere(q.game ?? null, q, await structuresMatching(db, q.game ?? null, q.q));
  const now = new Date();
  const rows = systemPage(db, where, q.sort, !!q.q?.trim(), pageOffset(q.page, q.pageSize), q.pageSize);
  return listPageWithCappedTotal(db, q, rows, matchingSystems(db, where), exactCountLimit, (r): ArchiveItem => ({
    ...toSystemListItem(r, now),
    typeName: typeNameOf(r),
  }));
}

/** One system with its structure and contest (game null: any game). */
export async function findSystem(db: DbOrTx, game: string | null, id: number): Promise<ListRow | undefined> {
  const conds = [eq(systems.id, id)];
  if (game) conds.push(eq(systems.game, game));
  const [row] = await db
    .select(listColumns)
    .from(systems)
    .leftJoin(structures, eq(structures.id, systems.structureId))
    .leftJoin(contests, eq(contests.id, systems.contestId))
    .where(and(...conds));
  return row ? (await withWins(db, [row]))[0] : undefined;
}

/** Numbers as the API answers them (stored ones are already in that shape). */
export const modulesOf = (s: SystemRow) => s.modules as ModuleNumbers[];

/** Ids and names of the systems matching the filters (id order), at most `limit`, and how many match. */
export async function systemSelection(db: DbOrTx, game: GameSlug, q: z.output<typeof systemListQuery>, limit: number) {
  const where = systemWhere(game, q, await structuresMatching(db, game, q.q));
  const [items, [{ n }]] = await Promise.all([
    db
      .select({ id: systems.id, name: systems.name, status: systems.status })
      .from(systems)
      .where(where)
      .orderBy(asc(systems.id))
      .limit(limit),
    systemCountQuery(db, where),
  ]);
  return { items, total: n };
}

/**
 * How each user of `targetSystemIds` refuses a filter selecting too many systems: its catalogue code and the count as
 * its message writes it (the bulk message's `{count:sistema|sistemi}` takes the number, the analysis' `{count}` the
 * Italian figure).
 */
const TOO_MANY = {
  BULK_FILTER_TOO_LARGE: (total: number) => total,
  ANALYSIS_TOO_MANY: (total: number) => total.toLocaleString('it-IT'),
} as const;

/**
 * The systems a selection-or-filter request names (bulk actions, cancel by filter, batch analysis): its
 * own `ids` (deduplicated, in the given order), or every system of the game the list's `filter` selects (id order;
 * page, pageSize and sort ignored). A filter selecting more than `max` systems is refused (422 `refusal`, with the
 * count) before anything is read or changed.
 */
export async function targetSystemIds(
  db: DbOrTx,
  game: GameSlug,
  target: { ids?: readonly number[]; filter?: Partial<z.output<typeof systemListQuery>> },
  limit: { max: number; refusal: keyof typeof TOO_MANY },
): Promise<number[]> {
  if (target.ids) return [...new Set(target.ids)];
  const { items, total } = await systemSelection(
    db,
    game,
    { page: 1, pageSize: 25, ...target.filter } as z.output<typeof systemListQuery>,
    limit.max,
  );
  if (total > limit.max) {
    const params = { count: TOO_MANY[limit.refusal](total), max: limit.max.toLocaleString('it-IT') };
    throw unprocessable(limit.refusal, { filter: errorMessage(limit.refusal, params) }, params);
  }
  return items.map((i) => i.id);
}

/** A row of the systems' exports: the list's item, and the archive's type name. */
export type SystemExportRow = ListItem & { typeName: string };

/**
 * The export's rows: every system the list's (or the archive's, game null) filters select, in the list's
 * order, read over a snapshot of ids (lib/export.ts): no row skipped or repeated, whatever the sort's ties.
 */
export function systemExportReader(
  db: DbOrTx,
  game: string | null,
  f: Partial<SystemFilters & ArchiveFilters> & { sort?: string },
) {
  const now = new Date();
  return idSnapshotReader<SystemExportRow>(
    async () => {
      const where = systemWhere(game, f, await structuresMatching(db, game, f.q));
      const searching = !!f.q?.trim();
      return (
        await db
          .select({ id: systems.id })
          .from(systems)
          .where(where)
          .orderBy(...systemOrder(f.sort, searching))
      ).map((r) => r.id);
    },
    async (ids) => {
      const rows = await db
        .select(listColumns)
        .from(systems)
        .leftJoin(structures, eq(structures.id, systems.structureId))
        .leftJoin(contests, eq(contests.id, systems.contestId))
        .where(inArray(systems.id, ids));
      return (await withWins(db, rows)).map((r) => ({ ...toSystemListItem(r, now), typeName: typeNameOf(r) }));
    },
    (r) => r.id,
  );
}

/** The header's search: systems of the given games matching `q` as the systems list's free text does (or its id). */
export async function searchSystems(
  db: DbOrTx,
  games: readonly GameSlug[],
  q: string,
  limit: number,
): Promise<SearchItem[]> {
  if (!games.length) return [];
  const byId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const rows = await db
    .select({ id: systems.id, game: systems.game, name: systems.name, boardName: systems.boardName })
    .from(systems)
    .where(and(inArray(systems.game, [...games]), systemWhere(null, { q })))
    .orderBy(...(byId ? [sql`${systems.id} = ${byId} desc`] : []), sql`${systems.id} desc`)
    .limit(limit);
  return rows.map((r) => ({
    type: 'sistema',
    id: String(r.id),
    label: `${r.boardName ?? r.name} (n. ${r.id}) · ${GAMES[r.game as GameSlug].label}`,
    path: `/${r.game}/sistemi/detail/${r.id}`,
  }));
}
