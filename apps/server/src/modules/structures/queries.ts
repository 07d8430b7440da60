/**
 * The SQL of structures, in one place: list filters (spec §2), whitelisted sort, the page and its count, the
 * status derived from the structure's systems.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  GAMES,
  type CalculateResult,
  type GameSlug,
  type Structure,
  type StructureModule,
  type StructureStatus,
} from '@bacheca/domain';
import type { z } from 'zod';
import type { structureListItem, structureListQuery } from '@bacheca/domain';
import type { SearchItem } from '@bacheca/domain/schemas/search';
import type { DbOrTx } from '../../db/client';
import { structures } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { idSnapshotReader } from '../../lib/export';
import { typesMatching, type StructureRow } from '../../lib/structures';

type ListQuery = z.output<typeof structureListQuery>;
type ListItem = z.infer<typeof structureListItem>;

/** Filters of the structure list. CANCELLATA structures are shown only when asked for. */
export function structureWhere(game: GameSlug, f: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>): SQL {
  const conds: SQL[] = [eq(structures.game, game)];
  conds.push(f.status ? eq(structures.status, f.status) : ne(structures.status, 'CANCELLATA'));
  if (f.q?.trim()) {
    const q = f.q.trim();
    const p = containsPattern(q);
    const any: SQL[] = [
      sql`lower(${structures.name}) like ${p}`,
      sql`lower(${structures.shortDescription}) like ${p}`,
      sql`lower(${structures.extendedDescription}) like ${p}`,
      sql`exists (select 1 from unnest(${structures.tags}) as t(tag) where lower(t.tag) like ${p})`,
    ];
    const types = typesMatching(q);
    if (types.length) any.push(inArray(structures.structureType, types));
    if (/^\d{1,9}$/.test(q)) any.push(eq(structures.id, Number(q)));
    conds.push(or(...any)!);
  }
  if (f.boardType) conds.push(eq(structures.boardType, f.boardType));
  if (f.visibility === 'BACKOFFICE') conds.push(eq(structures.visibleInBackoffice, true));
  if (f.visibility === 'VETRINA') conds.push(eq(structures.visibleInVetrina, true));
  if (f.visibility === 'NESSUNA')
    conds.push(eq(structures.visibleInBackoffice, false), eq(structures.visibleInVetrina, false));
  if (f.quotaPriceFrom != null) conds.push(gte(structures.quotaPriceCents, f.quotaPriceFrom));
  if (f.quotaPriceTo != null) conds.push(lte(structures.quotaPriceCents, f.quotaPriceTo));
  if (f.totalPriceFrom != null) conds.push(gte(structures.totalPriceCents, f.totalPriceFrom));
  if (f.totalPriceTo != null) conds.push(lte(structures.totalPriceCents, f.totalPriceTo));
  return and(...conds)!;
}

const SORT_COLUMNS = {
  id: structures.id,
  name: sql`lower(${structures.name})`,
  status: structures.status,
  quotaPriceCents: structures.quotaPriceCents,
  totalPriceCents: structures.totalPriceCents,
  updatedAt: structures.updatedAt,
} as const;

/** Whitelisted sort (the schema checks the field), id as tie-break; default: last modified first. */
function structureOrder(sort: string | undefined): SQL[] {
  const s = sort ?? '-updatedAt';
  const key = s.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const descending = s.startsWith('-');
  const col = SORT_COLUMNS[key];
  return [descending ? sql`${col} desc` : sql`${col} asc`, descending ? desc(structures.id) : asc(structures.id)];
}

export function toStructureListItem(s: StructureRow): ListItem {
  return {
    id: s.id,
    game: s.game as GameSlug,
    name: s.name,
    shortDescription: s.shortDescription,
    tags: s.tags,
    structureType: s.structureType as ListItem['structureType'],
    boardType: s.boardType as ListItem['boardType'],
    status: s.status as StructureStatus,
    quotes: s.quotes,
    visibleInBackoffice: s.visibleInBackoffice,
    visibleInVetrina: s.visibleInVetrina,
    systemsCount: s.systemsCount,
    updatedAt: s.updatedAt.toISOString(),
    combinations: s.combinations,
    quotaPriceCents: s.quotaPriceCents,
    totalPriceCents: s.totalPriceCents,
  };
}

export function toStructure(s: StructureRow): Structure {
  return {
    ...toStructureListItem(s),
    extendedDescription: s.extendedDescription,
    proposalChannels: s.proposalChannels as Structure['proposalChannels'],
    salesChannel: s.salesChannel as Structure['salesChannel'],
    modules: s.modules as StructureModule[],
    preassignedQuotesPercentage: s.preassignedQuotesPercentage,
    graphicTemplate: s.graphicTemplate as Structure['graphicTemplate'],
    graphicId: s.graphicId,
    totals: s.totals as CalculateResult,
    publishedSystemsCount: s.publishedSystemsCount,
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    version: s.version,
  };
}

export async function structureList(db: DbOrTx, game: GameSlug, q: ListQuery) {
  const where = structureWhere(game, q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(structures)
      .where(where)
      .orderBy(...structureOrder(q.sort))
      .limit(q.pageSize)
      .offset(Math.min((q.page - 1) * q.pageSize, Number.MAX_SAFE_INTEGER)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(structures)
      .where(where),
  ]);
  return { items: rows.map(toStructureListItem), total: n, page: q.page, pageSize: q.pageSize };
}

/**
 * The export's rows: every structure the list's filters select, in the list's order, read over a snapshot
 * of ids (lib/export.ts), so no row is skipped or repeated whatever the sort's ties.
 */
export function structureExportReader(db: DbOrTx, game: GameSlug, f: Omit<ListQuery, 'page' | 'pageSize'>) {
  const where = structureWhere(game, f);
  return idSnapshotReader(
    async () =>
      (
        await db
          .select({ id: structures.id })
          .from(structures)
          .where(where)
          .orderBy(...structureOrder(f.sort))
      ).map((r) => r.id),
    async (ids) => (await db.select().from(structures).where(inArray(structures.id, ids))).map(toStructureListItem),
    (r) => r.id,
  );
}

/** The header's search: structures of the given games matching `q` as the structure list's free text does (or its id). */
export async function searchStructures(
  db: DbOrTx,
  games: readonly GameSlug[],
  q: string,
  limit: number,
): Promise<SearchItem[]> {
  if (!games.length) return [];
  const byId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = or(
    ...games.map((g) => structureWhere(g, { q } as Omit<ListQuery, 'page' | 'pageSize' | 'sort'>)),
    byId ? and(eq(structures.id, byId), inArray(structures.game, [...games])) : undefined,
  )!;
  const rows = await db
    .select({ id: structures.id, game: structures.game, name: structures.name })
    .from(structures)
    .where(where)
    .orderBy(...(byId ? [sql`${structures.id} = ${byId} desc`] : []), desc(structures.id))
    .limit(limit);
  return rows.map((r) => ({
    type: 'struttura',
    id: String(r.id),
    label: `${r.name} · ${GAMES[r.game as GameSlug].label}`,
    path: `/${r.game}/strutture/${r.id}`,
  }));
}
