/**
 * A new draft system (BOZZA) of a structure: the one rule of manual creation (modules/systems create) and of the CSV
 * import (modules/systems/import.ts): totals, quote and prices from the structure, the SiCe name from its progressive,
 * and the duplicate check against every system of the structure with the same numbers.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { structures, systems } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { numbersHash, searchText, systemName, type ModuleNumbers } from '../../lib/system-numbers';

type StructureRow = typeof structures.$inferSelect;

/** The insert values of one draft of `s` with these (already checked) numbers; `seq` is its progressive. */
export function draftSystemValues(
  game: GameSlug,
  s: StructureRow,
  modules: ModuleNumbers[],
  seq: number,
  opts: { name?: string; tags: readonly string[]; evidence?: boolean; graphicName?: string | null },
  who: AuditActor,
) {
  const name = opts.name?.trim() || systemName(s.name, seq);
  const tags = [...new Set(opts.tags)];
  const graphicName = opts.graphicName ?? null;
  return {
    game,
    structureId: s.id,
    name,
    contestId: null,
    modules,
    numbersHash: numbersHash(modules),
    quotesTotal: s.quotes,
    quotaPriceCents: s.quotaPriceCents,
    totalPriceCents: s.totalPriceCents,
    cedole: s.cedole,
    combinations: s.combinations,
    accumulation: s.structureType !== 'NON_ACCUMULO',
    tags,
    evidence: opts.evidence ?? false,
    status: 'BOZZA' as const,
    graphicName,
    searchText: searchText({ name, graphicName, tags }),
    createdBy: who.actor ?? 'sistema',
  };
}

/** The systems of the structure that already play these numbers (by fingerprint): hash → id. */
export async function systemsWithNumbers(
  db: DbOrTx,
  structureId: number,
  hashes: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: systems.id, h: systems.numbersHash })
      .from(systems)
      .where(and(eq(systems.structureId, structureId), inArray(systems.numbersHash, unique.slice(i, i + 1000))));
    for (const r of rows) if (!out.has(r.h) || r.id < out.get(r.h)!) out.set(r.h, r.id);
  }
  return out;
}
