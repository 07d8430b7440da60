/**
 * What the domain renderer (packages/domain/src/graphics) needs to draw a card: a structure's data, a system's over
 * it, the design. Shared by the graphics tool's preview and the outlet's board.
 */
import { and, eq } from 'drizzle-orm';
import {
  GRAPHIC_TEMPLATES,
  sampleModules,
  type GameSlug,
  type KnownModule,
  type RenderData,
  type RenderDesign,
} from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { contests, structures, systems } from '../db/schema';
import { contestLabel } from './contests';

type Template = (typeof GRAPHIC_TEMPLATES)[number];

/** The card's data of a structure: its totals and example numbers (a preview without a system). */
export async function structureRenderData(db: DbOrTx, game: GameSlug, structureId: number): Promise<RenderData | null> {
  const [s] = await db
    .select()
    .from(structures)
    .where(and(eq(structures.id, structureId), eq(structures.game, game)));
  if (!s) return null;
  return {
    game: game as RenderData['game'],
    template: s.graphicTemplate as Template,
    structureName: s.name,
    systemName: null,
    contestLabel: null,
    quotaPriceCents: s.quotaPriceCents,
    quotes: s.quotes,
    combinations: s.combinations,
    modules: sampleModules(s.modules as KnownModule[]),
  };
}

/** A system of the game with its contest. */
export async function findSystemWithContest(db: DbOrTx, game: GameSlug, systemId: number) {
  const [row] = await db
    .select({ system: systems, contest: contests })
    .from(systems)
    .leftJoin(contests, eq(contests.id, systems.contestId))
    .where(and(eq(systems.id, systemId), eq(systems.game, game)));
  return row;
}

/** The card data of a system over its structure's data (the system's own totals, numbers, name and contest). */
export function systemRenderData(
  base: RenderData,
  system: typeof systems.$inferSelect,
  contest: typeof contests.$inferSelect | null,
): RenderData {
  return {
    ...base,
    systemName: system.name,
    contestLabel: contest ? contestLabel(contest) : null,
    quotaPriceCents: system.quotaPriceCents,
    quotes: system.quotesTotal,
    combinations: system.combinations,
    modules: system.modules as RenderData['modules'],
  };
}

export const designOf = (g: { design: unknown }) => g.design as RenderDesign;
