import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  SUCCESS,
  calculate,
  cryptoRandom,
  errorMessage,
  generateSystems,
  jobCode,
  seededRandom,
  validateConstraints,
  type CalculateResult,
  type GameSlug,
  type KnownModule,
  type Structure,
  type StructureModule,
  type generateSystemsRequest,
  type structureListQuery,
  type structureUpsertRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { graphics, publicationJobItems, publicationJobs, structures, systems } from '../../db/schema';
import { audit, auditMany, history, type AuditActor } from '../../lib/audit';
import { AppError, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import {
  drawSuperstars,
  fromGenerated,
  numbersHash,
  searchText,
  superstarCount,
  systemName,
  type ModuleNumbers,
} from '../../lib/system-numbers';
import { findStructure, refreshStructure, type StructureRow } from '../../lib/structures';
import { rowsOf } from '../../lib/sql-rows';
import { publishedOnOpenContest } from '../../lib/contests';
import { structureList, toStructure } from './queries';

export type UpsertInput = z.output<typeof structureUpsertRequest>;
type ListQuery = z.output<typeof structureListQuery>;
type GenerateInput = z.output<typeof generateSystemsRequest>;

/** JSON with sorted keys: jsonb reorders keys, so comparisons of stored and submitted values go through this. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The modules without their constraints: what the totals and the systems depend on. */
const shapeOf = (modules: readonly StructureModule[]) => modules.map(({ constraints: _c, ...m }) => m);

/** The Euronumeri structure (step 4): euronumbers played and their matrix, per module. */
function euronumbersOf(modules: readonly StructureModule[]) {
  const norm = (xs?: readonly number[]) => [...new Set(xs ?? [])].sort((a, b) => a - b);
  return modules.map((m) => ({
    euronumbers: m.type === 'EUROJACKPOT' ? m.euronumbers : null,
    fixed: norm(m.constraints?.euronumbers?.fixed),
    excluded: norm(m.constraints?.euronumbers?.excluded),
  }));
}

/**
 * The server's own totals (spec §4): the engine's "calculate totals" over the modules, then each module's
 * constraints (the failing rule's text in `fields`). Nothing the browser computed is trusted.
 */
export function computeTotals(
  game: GameSlug,
  input: Pick<UpsertInput, 'structureType' | 'boardType' | 'quotes' | 'modules'>,
): CalculateResult {
  const modules = shapeOf(input.modules);
  const out = calculate(game, {
    structureType: input.structureType,
    boardType: input.boardType,
    quotes: input.quotes,
    modules,
  });
  if (!out.ok) throw new AppError(out.code, 422, out.fields);
  input.modules.forEach((m, i) => {
    const check = validateConstraints(game, modules[i] as KnownModule, m.constraints ?? {}, `modules.${i}.constraints`);
    if (!check.ok) throw new AppError('CONSTRAINTS_NOT_VALID', 422, check.fields);
  });
  return out.result;
}

/** What the audit log keeps of a structure. */
function snapshot(s: StructureRow): Record<string, unknown> {
  const {
    createdAt: _c,
    updatedAt: _u,
    totals: _t,
    systemsSeq: _s,
    systemsCount: _n,
    publishedSystemsCount: _p,
    ...rest
  } = s;
  return rest;
}

function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (k === 'version') continue;
    if (canonical(before[k] ?? null) !== canonical(after[k] ?? null)) {
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a) };
}

/**
 * The one deletion rule of a structure (the delete dialog states it with the catalogue's
 * STRUCTURE_DELETE_RULE): refused while one of its systems is published on a contest open for sale, sold out or
 * not (lib/contests `publishedOnOpenContest`), or waits, still pending, in a publication job in progress. One
 * statement, so both halves read one snapshot: a batch the worker commits moves an item from pending to published
 * at once, never out of both.
 */
export async function deletionBlock(
  db: DbOrTx,
  structureId: number,
): Promise<{ reason: 'published' } | { reason: 'queued'; jobId: number } | null> {
  const [row] = await rowsOf<{ published: number | null; job: number | null }>(
    db.execute(sql`
    select
      (select ${systems.id} from ${systems} where ${systems.structureId} = ${structureId} and ${publishedOnOpenContest()} limit 1) as published,
      (select j.id from ${publicationJobItems} i join ${publicationJobs} j on j.id = i.job_id join ${systems} on ${systems.id} = i.system_id
        where j.status = 'IN_CORSO' and i.outcome is null and ${systems.structureId} = ${structureId} order by j.id limit 1) as job`),
  );
  if (row?.published != null) return { reason: 'published' };
  if (row?.job != null) return { reason: 'queued', jobId: Number(row.job) };
  return null;
}

/** Most attempts at topping up a generation whose systems collide with ones the structure already has. */
const GENERATION_ROUNDS = 8;

/** Structures (strutture) of a game: the stepper's save, list, detail, soft delete, generation and tags. */
export class StructuresService {
  constructor(private readonly db: Db) {}

  list(game: GameSlug, q: ListQuery) {
    return structureList(this.db, game, q);
  }

  private async target(db: DbOrTx, game: GameSlug, id: number, lock = false) {
    const s = await findStructure(db, game, id, lock);
    if (!s) throw notFound('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
    return s;
  }

  /** A structure that may still change: found, and not cancelled. */
  private async live(db: DbOrTx, game: GameSlug, id: number) {
    const s = await this.target(db, game, id, true);
    if (s.status === 'CANCELLATA') throw notFound('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
    return s;
  }

  async detail(game: GameSlug, id: number): Promise<Structure> {
    return toStructure(await this.target(this.db, game, id));
  }

  private async guardName(db: DbOrTx, game: GameSlug, name: string, exceptId?: number) {
    const conds = [
      eq(structures.game, game),
      sql`lower(${structures.name}) = lower(${name})`,
      ne(structures.status, 'CANCELLATA'),
    ];
    if (exceptId) conds.push(ne(structures.id, exceptId));
    const [taken] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(...conds));
    if (taken) throw conflict('STRUCTURE_NAME_TAKEN', { name: ERRORS.STRUCTURE_NAME_TAKEN });
  }

  /** A unique-index race lost to a concurrent save of the same name answers like the check above. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (uniqueViolation(e) !== null) throw conflict('STRUCTURE_NAME_TAKEN', { name: ERRORS.STRUCTURE_NAME_TAKEN });
      throw e;
    }
  }

  private fieldsOf(input: UpsertInput, totals: CalculateResult) {
    return {
      name: input.name,
      shortDescription: input.shortDescription,
      extendedDescription: input.extendedDescription,
      tags: [...new Set(input.tags)],
      proposalChannels: [...new Set(input.proposalChannels)],
      salesChannel: input.salesChannel,
      structureType: input.structureType,
      boardType: input.boardType,
      modules: input.modules,
      quotes: input.quotes,
      preassignedQuotesPercentage: input.preassignedQuotesPercentage,
      visibleInBackoffice: input.visibleInBackoffice,
      visibleInVetrina: input.visibleInVetrina,
      graphicTemplate: input.graphicTemplate,
      totals,
      combinations: totals.combinations,
      cedole: totals.cedole,
      totalPriceCents: totals.totalPriceCents,
      quotaPriceCents: totals.quotaPriceCents,
    };
  }

  /**
   * Save a new structure (the four steps together; also "duplicate"). Always BOZZA: a structure becomes ASSOCIATA
   * when one of its systems is published.
   */
  async create(game: GameSlug, input: UpsertInput, who: AuditActor): Promise<Structure> {
    const totals = computeTotals(game, input);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        await this.guardName(tx, game, input.name);
        const [row] = await tx
          .insert(structures)
          .values({ game, ...this.fieldsOf(input, totals), status: 'BOZZA', createdBy: who.actor ?? 'sistema' })
          .returning();
        await audit(tx, who, {
          action: input.draft ? 'create_draft' : 'create',
          entityType: 'structure',
          entityId: row.id,
          after: snapshot(row),
        });
        return toStructure(row);
      }),
    );
  }

  /**
   * Save changes (optimistic version check). Totals are recomputed. While a graphic is attached the Euronumeri
   * structure is locked; once systems exist, what they were generated from (type, board, modules, quote) is too.
   */
  async update(game: GameSlug, id: number, input: UpsertInput, who: AuditActor): Promise<Structure> {
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const cur = await this.live(tx, game, id);
        // the version proves the editor saw the current structure: without it the save is refused like a stale one
        if (cur.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
        const totals = computeTotals(game, input);
        const curModules = cur.modules as StructureModule[];
        if (cur.graphicId != null && canonical(euronumbersOf(curModules)) !== canonical(euronumbersOf(input.modules))) {
          throw unprocessable('STRUCTURE_EURONUMBERS_LOCKED', { modules: ERRORS.STRUCTURE_EURONUMBERS_LOCKED });
        }
        if (cur.systemsCount > 0) {
          const was = canonical({ t: cur.structureType, b: cur.boardType, q: cur.quotes, m: shapeOf(curModules) });
          const now = canonical({
            t: input.structureType,
            b: input.boardType,
            q: input.quotes,
            m: shapeOf(input.modules),
          });
          if (was !== now) throw conflict('STRUCTURE_HAS_SYSTEMS', { modules: ERRORS.STRUCTURE_HAS_SYSTEMS });
        }
        await this.guardName(tx, game, input.name, id);
        const next = this.fieldsOf(input, totals);
        const d = changes(snapshot(cur), { ...snapshot(cur), ...next });
        if (!d.changed.length) return toStructure(cur);
        const [row] = await tx
          .update(structures)
          .set({ ...next, version: cur.version + 1, updatedAt: new Date() })
          .where(and(eq(structures.id, id), eq(structures.version, cur.version)))
          .returning();
        if (!row) throw conflict('VERSION_CONFLICT');
        await audit(tx, who, {
          action: 'update',
          entityType: 'structure',
          entityId: id,
          before: d.before,
          after: d.after,
        });
        return toStructure(row);
      }),
    );
  }

  /**
   * Soft delete (CANCELLATA, kept for audit), under the one deletion rule (`deletionBlock`); its draft systems are
   * cancelled with it, the published ones of closed contests stay as they are.
   */
  async remove(game: GameSlug, id: number, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      // the row lock first: a publish request holds the structure's row (for share) while it queues its drafts, so
      // the check below sees that request's job committed, or the request sees the drafts cancelled
      const cur = await this.live(tx, game, id);
      const block = await deletionBlock(tx, id);
      if (block?.reason === 'published') throw conflict('STRUCTURE_IN_USE', { structureId: ERRORS.STRUCTURE_IN_USE });
      if (block?.reason === 'queued') {
        const jobId = jobCode(game, block.jobId);
        throw new AppError(
          'STRUCTURE_QUEUED',
          409,
          { structureId: errorMessage('STRUCTURE_QUEUED', { jobId }) },
          { jobId },
        );
      }
      await tx
        .update(structures)
        .set({ status: 'CANCELLATA', version: cur.version + 1, updatedAt: new Date() })
        .where(eq(structures.id, id));
      const drafts = await tx
        .update(systems)
        .set({ status: 'CANCELLATA', version: sql`${systems.version} + 1`, updatedAt: new Date() })
        .where(and(eq(systems.structureId, id), eq(systems.status, 'BOZZA')))
        .returning({ id: systems.id });
      await refreshStructure(tx, id);
      await audit(tx, who, {
        action: 'delete',
        entityType: 'structure',
        entityId: id,
        before: { status: cur.status },
        after: { status: 'CANCELLATA', systemsCancelled: drafts.length },
      });
      await auditMany(
        tx,
        who,
        drafts.map((s) => ({
          action: 'delete',
          entityType: 'system',
          entityId: String(s.id),
          before: { status: 'BOZZA' },
          after: { status: 'CANCELLATA' },
        })),
      );
    });
  }

  async history(game: GameSlug, id: number, page: number, pageSize: number) {
    await this.target(this.db, game, id);
    return history(this.db, [{ entityType: 'structure', entityId: String(id) }], page, pageSize);
  }

  /**
   * Generate 1–999 systems (spec §5, docs/domain.md §7) with the engine, the structure's modules and constraints, all
   * saved in one transaction with one multi-row insert. The structure row is locked, so two generations of one
   * structure queue up; systems that would repeat one the structure already has are drawn again.
   */
  async generate(game: GameSlug, id: number, input: GenerateInput, who: AuditActor) {
    return this.db.transaction(async (tx) => {
      const s = await this.live(tx, game, id);
      const modules = s.modules as StructureModule[];
      const shape = shapeOf(modules);
      const constraints = modules.map((m) => m.constraints ?? {});
      const existing = new Set(
        (await tx.select({ h: systems.numbersHash }).from(systems).where(eq(systems.structureId, id))).map((r) => r.h),
      );
      const picked: ModuleNumbers[][] = [];
      const rng = input.seed === undefined ? cryptoRandom() : seededRandom(`${input.seed}:superstar`);
      for (let round = 0; picked.length < input.count; round++) {
        if (round === GENERATION_ROUNDS) {
          throw unprocessable('SYSTEMS_NOT_DISTINCT', { count: ERRORS.SYSTEMS_NOT_DISTINCT });
        }
        const seed = input.seed === undefined ? undefined : round === 0 ? input.seed : `${input.seed}:${round}`;
        const out = generateSystems(
          game,
          { structureType: s.structureType, modules: shape },
          constraints,
          input.count - picked.length,
          { seed },
        );
        if (!out.ok) throw new AppError(out.code, 422, out.fields);
        for (const g of out.result) {
          const mods = g.modules.map((m, i) =>
            fromGenerated(
              m,
              superstarCount(modules[i]) > 0 ? drawSuperstars(rng, game, superstarCount(modules[i])) : null,
            ),
          );
          const h = numbersHash(mods);
          if (existing.has(h)) continue;
          existing.add(h);
          picked.push(mods);
        }
      }
      const tags = [...new Set(input.tags ?? s.tags)];
      // the systems show the structure's attached graphic (its name is searchable in the systems list)
      const [graphic] =
        s.graphicId == null
          ? []
          : await tx.select({ name: graphics.name }).from(graphics).where(eq(graphics.id, s.graphicId));
      const graphicName = graphic?.name ?? null;
      const rows = picked.map((mods, i) => {
        const name = systemName(s.name, s.systemsSeq + i + 1);
        return {
          game,
          structureId: id,
          name,
          modules: mods,
          numbersHash: numbersHash(mods),
          quotesTotal: s.quotes,
          quotaPriceCents: s.quotaPriceCents,
          totalPriceCents: s.totalPriceCents,
          cedole: s.cedole,
          combinations: s.combinations,
          accumulation: s.structureType !== 'NON_ACCUMULO',
          tags,
          status: 'BOZZA',
          graphicName,
          searchText: searchText({ name, graphicName, tags }),
          createdBy: who.actor ?? 'sistema',
        };
      });
      const inserted = await tx.insert(systems).values(rows).returning({ id: systems.id, name: systems.name });
      await tx
        .update(structures)
        .set({ systemsSeq: s.systemsSeq + rows.length })
        .where(eq(structures.id, id));
      await refreshStructure(tx, id);
      await audit(tx, who, {
        action: 'generate_systems',
        entityType: 'structure',
        entityId: id,
        after: {
          count: inserted.length,
          firstSystemId: inserted[0]?.id,
          lastSystemId: inserted.at(-1)?.id,
          seed: input.seed ?? null,
        },
      });
      await auditMany(
        tx,
        who,
        inserted.map((r) => ({
          action: 'generate',
          entityType: 'system',
          entityId: String(r.id),
          after: { name: r.name, structureId: id },
        })),
      );
      return {
        ok: true as const,
        message: SUCCESS.SYSTEMS_GENERATED,
        count: inserted.length,
        systemIds: inserted.map((r) => r.id),
      };
    });
  }

  // ─────────────── tags (the tag management dialog)

  /** Tags of the game's structures and systems (not cancelled) with how many of each use them. */
  async tags(game: GameSlug) {
    const rows = await rowsOf<{ name: string; structures: number; systems: number }>(
      this.db.execute(sql`
      select tag as name, sum(st)::int as structures, sum(sy)::int as systems from (
        select unnest(${structures.tags}) as tag, 1 as st, 0 as sy from ${structures} where ${structures.game} = ${game} and ${structures.status} <> 'CANCELLATA'
        union all
        select unnest(${systems.tags}), 0, 1 from ${systems} where ${systems.game} = ${game} and ${systems.status} <> 'CANCELLATA'
      ) t group by tag order by lower(tag), tag`),
    );
    return { items: rows.map((r) => ({ name: r.name, structures: Number(r.structures), systems: Number(r.systems) })) };
  }

  /** Rename a tag on every structure and system of the game (not cancelled); a tag already present is merged. */
  async renameTag(game: GameSlug, from: string, to: string, who: AuditActor): Promise<number> {
    return this.db.transaction(async (tx) => {
      const tagsAfter = (col: typeof structures.tags | typeof systems.tags) =>
        sql`case when ${to} = any(${col}) then array_remove(${col}, ${from}) else array_replace(${col}, ${from}, ${to}) end`;
      const st = await tx
        .update(structures)
        .set({ tags: tagsAfter(structures.tags), version: sql`${structures.version} + 1`, updatedAt: new Date() })
        .where(
          and(eq(structures.game, game), ne(structures.status, 'CANCELLATA'), sql`${from} = any(${structures.tags})`),
        )
        .returning({ id: structures.id });
      const sy = await tx
        .update(systems)
        .set({
          tags: tagsAfter(systems.tags),
          searchText: sql`lower(${systems.name} || ' ' || coalesce(${systems.graphicName}, '') || ' ' || array_to_string(${tagsAfter(systems.tags)}, ' '))`,
          version: sql`${systems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(systems.game, game), ne(systems.status, 'CANCELLATA'), sql`${from} = any(${systems.tags})`))
        .returning({ id: systems.id });
      if (!st.length && !sy.length) throw notFound('TAG_NOT_FOUND', { from: ERRORS.TAG_NOT_FOUND });
      await audit(tx, who, {
        action: 'tag_rename',
        entityType: 'tag',
        entityId: `${game}:${from}`,
        after: { to, structures: st.length, systems: sy.length },
      });
      await auditMany(
        tx,
        who,
        st.map((r) => ({
          action: 'tag_rename',
          entityType: 'structure',
          entityId: String(r.id),
          before: { tag: from },
          after: { tag: to },
        })),
      );
      return st.length + sy.length;
    });
  }

  /** Remove a tag from every structure and system of the game; refused where it is a structure's only tag. */
  async deleteTag(game: GameSlug, name: string, who: AuditActor): Promise<number> {
    return this.db.transaction(async (tx) => {
      const live = and(
        eq(structures.game, game),
        ne(structures.status, 'CANCELLATA'),
        sql`${name} = any(${structures.tags})`,
      );
      const only = await tx
        .select({ name: structures.name })
        .from(structures)
        .where(and(live, sql`cardinality(${structures.tags}) = 1`))
        .orderBy(structures.id)
        .limit(5);
      if (only.length) {
        const names = only.map((r) => r.name).join(', ');
        throw unprocessable(
          'TAG_LAST_OF_STRUCTURE',
          { name: errorMessage('TAG_LAST_OF_STRUCTURE', { names }) },
          { names },
        );
      }
      const st = await tx
        .update(structures)
        .set({
          tags: sql`array_remove(${structures.tags}, ${name})`,
          version: sql`${structures.version} + 1`,
          updatedAt: new Date(),
        })
        .where(live)
        .returning({ id: structures.id });
      const sy = await tx
        .update(systems)
        .set({
          tags: sql`array_remove(${systems.tags}, ${name})`,
          searchText: sql`lower(${systems.name} || ' ' || coalesce(${systems.graphicName}, '') || ' ' || array_to_string(array_remove(${systems.tags}, ${name}), ' '))`,
          version: sql`${systems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(systems.game, game), ne(systems.status, 'CANCELLATA'), sql`${name} = any(${systems.tags})`))
        .returning({ id: systems.id });
      if (!st.length && !sy.length) throw notFound('TAG_NOT_FOUND', { name: ERRORS.TAG_NOT_FOUND });
      await audit(tx, who, {
        action: 'tag_delete',
        entityType: 'tag',
        entityId: `${game}:${name}`,
        after: { structures: st.length, systems: sy.length },
      });
      await auditMany(
        tx,
        who,
        st.map((r) => ({
          action: 'tag_delete',
          entityType: 'structure',
          entityId: String(r.id),
          before: { tag: name },
        })),
      );
      return st.length + sy.length;
    });
  }
}
