/**
 * The SQL of graphics, in one place: the list (filters of /{game}/grafica, whitelisted sort, page and count), the
 * row with its structure, and what the renderer needs of a structure and a system.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GRAPHIC_TEMPLATES,
  type GameSlug,
  type Graphic,
  type GraphicListItem,
  type graphicListQuery,
} from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { graphics, structures } from '../../db/schema';
import { listPage, pageOffset, whitelistedOrder } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';

type ListQuery = z.output<typeof graphicListQuery>;
type Template = (typeof GRAPHIC_TEMPLATES)[number];

const columns = {
  id: graphics.id,
  game: graphics.game,
  name: graphics.name,
  structureId: graphics.structureId,
  structureName: structures.name,
  type: structures.graphicTemplate,
  attached: sql<boolean>`(${structures.graphicId} = ${graphics.id})`,
  createdBy: graphics.createdBy,
  createdAt: graphics.createdAt,
  updatedAt: graphics.updatedAt,
  version: graphics.version,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: number;
  game: string;
  name: string;
  structureId: number;
  structureName: string;
  type: string;
  attached: boolean | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

export function toListItem(r: Row): GraphicListItem {
  return {
    id: r.id,
    game: r.game as GameSlug,
    name: r.name,
    structureId: r.structureId,
    structureName: r.structureName,
    type: r.type as Template,
    attached: r.attached === true,
    createdBy: r.createdBy,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    version: r.version,
  };
}

function where(game: GameSlug, f: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>): SQL {
  const conds: SQL[] = [eq(graphics.game, game)];
  if (f.q?.trim()) {
    const q = f.q.trim();
    const p = containsPattern(q);
    const any = [sql`lower(${graphics.name}) like ${p}`, sql`lower(${structures.name}) like ${p}`];
    if (/^\d{1,9}$/.test(q)) any.push(sql`${graphics.id} = ${Number(q)}`);
    conds.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (f.structureId != null) conds.push(eq(graphics.structureId, f.structureId));
  if (f.type) conds.push(eq(structures.graphicTemplate, f.type));
  return and(...conds)!;
}

/** One page of the game's graphics with their structure's name and type; default: last modified first. */
export function graphicList(db: DbOrTx, game: GameSlug, q: ListQuery) {
  const w = where(game, q);
  const order = whitelistedOrder<'id' | 'name' | 'structureName' | 'type' | 'updatedAt'>({
    columns: {
      id: graphics.id,
      name: sql`lower(${graphics.name})`,
      structureName: sql`lower(${structures.name})`,
      type: structures.graphicTemplate,
      updatedAt: graphics.updatedAt,
    },
    sort: q.sort ?? '-updatedAt',
    defaultKey: 'updatedAt',
    tieBreak: graphics.id,
    tieBreakKey: 'id',
  });
  const rows = db
    .select(columns)
    .from(graphics)
    .innerJoin(structures, eq(structures.id, graphics.structureId))
    .where(w)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(graphics)
    .innerJoin(structures, eq(structures.id, graphics.structureId))
    .where(w);
  return listPage(q, rows as unknown as PromiseLike<Row[]>, count, toListItem);
}

/** A graphic of the game with its structure's name and type, optionally locked for update. */
export async function findGraphic(db: DbOrTx, game: string, id: number, lock = false) {
  const base = db
    .select({ ...columns, design: graphics.design })
    .from(graphics)
    .innerJoin(structures, eq(structures.id, graphics.structureId))
    .where(and(eq(graphics.id, id), eq(graphics.game, game)));
  const [row] = lock ? await base.for('update', { of: graphics }) : await base;
  return row as (Row & { design: unknown }) | undefined;
}

export function toGraphic(r: Row & { design: unknown }): Graphic {
  return { ...toListItem(r), design: r.design as Graphic['design'] };
}

export { designOf, findSystemWithContest, structureRenderData, systemRenderData } from '../../lib/graphic-card';
