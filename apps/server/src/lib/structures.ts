/**
 * Structures as the other modules need them: the row, the lookup, the free-text type match and the counts and status
 * derived from their systems (refreshed by systems, the contest calendar and the seed). The rest is modules/structures.
 */
import { and, eq, sql } from 'drizzle-orm';
import { STRUCTURE_TYPE_LABELS, STRUCTURE_TYPES } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { structures } from '../db/schema';

export type StructureRow = typeof structures.$inferSelect;

/**
 * Structure types whose code or Italian label contains the text (the "struttura" of the free-text filter). The
 * negation counts: "accumulo" finds the accumulating types, not "Sistema non ad accumulo", unless "non" is typed.
 */
export function typesMatching(q: string): string[] {
  const t = q.trim().toLowerCase().replace(/_/g, ' ');
  if (!t) return [];
  return STRUCTURE_TYPES.filter((k) => {
    const names = [k.toLowerCase().replace(/_/g, ' '), STRUCTURE_TYPE_LABELS[k].toLowerCase()];
    if (!names.some((n) => n.includes(t))) return false;
    return k !== 'NON_ACCUMULO' || !t.includes('accumulo') || /\bnon\b/.test(t);
  });
}

/** A structure of the game, optionally locked for update. */
export async function findStructure(
  db: DbOrTx,
  game: string,
  id: number,
  lock = false,
): Promise<StructureRow | undefined> {
  const base = db
    .select()
    .from(structures)
    .where(and(eq(structures.id, id), eq(structures.game, game)));
  const [row] = lock ? await base.for('update') : await base;
  return row;
}

/**
 * What a structure shows of its systems, recomputed after every change to them (writes are rare, lists frequent):
 * the counts of systems not cancelled and published, and the status (docs/domain.md §8): ASSOCIATA while one is
 * published on an open contest, COMPLETATA when the published ones are all completed, BOZZA otherwise; CANCELLATA
 * stays. The row is locked first, so the counting statement's snapshot follows every change committed before it.
 * Derived, so the version does not change (an editor's form stays valid).
 */
export async function refreshStructure(db: DbOrTx, structureId: number | null): Promise<void> {
  if (structureId == null) return; // Totocalcio systems have no structure
  await db.select({ id: structures.id }).from(structures).where(eq(structures.id, structureId)).for('update');
  await db.execute(sql`
    update structures set
      systems_count = c.total,
      published_systems_count = c.published,
      status = case when structures.status = 'CANCELLATA' then 'CANCELLATA'
                    when c.associated > 0 then 'ASSOCIATA' when c.published > 0 then 'COMPLETATA' else 'BOZZA' end
    from (
      select count(*) filter (where status <> 'CANCELLATA')::int as total,
             count(*) filter (where status in ('ASSOCIATA', 'COMPLETATA'))::int as published,
             count(*) filter (where status = 'ASSOCIATA')::int as associated
      from systems where structure_id = ${structureId}
    ) c
    where structures.id = ${structureId}`);
}
