import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  PUBLICATION_LIMITS,
  SUCCESS,
  format,
  type SystemsBulkRequest,
  type SystemsBulkResponse,
  type SystemsCancelResponse,
  type GameSlug,
  type StructureModule,
  type SystemDetail,
  type archiveListQuery,
  type systemCreateRequest,
  type systemListQuery,
  type systemUpdateRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { structures, systems } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import { assignmentsOf, changeQuotes as changeQuoteHoldings, type QuoteChangeInput } from '../../lib/quotes';
import { findStructure, refreshStructure } from '../../lib/structures';
import { totocalcioDetail } from '../../lib/totocalcio-events';
import { winsOfSystem } from '../../lib/wins';
import { checkSystemNumbers, numbersHash, searchText } from '../../lib/system-numbers';
import { draftSystemValues, systemsWithNumbers } from './drafts';
import { bulkSystems, bulkTargetIds } from './bulk';
import { cancelSystem, cancelSystems, refusalMessage } from './cancel';
import {
  archiveList,
  systemSelection,
  findSystem,
  modulesOf,
  systemList,
  toSystemListItem,
  type SystemRow,
} from './queries';

type CreateInput = z.output<typeof systemCreateRequest>;
type UpdateInput = z.output<typeof systemUpdateRequest>;

function snapshot(s: SystemRow) {
  return { name: s.name, contestId: s.contestId, tags: s.tags, evidence: s.evidence, status: s.status };
}

/** Systems of a game (spec §2 /{game}/sistemi), their quote (pre-assignments to outlets) and the archive. */
export class SystemsService {
  constructor(
    private readonly db: Db,
    /** Lists count their total exactly up to this many rows (lib/list-query.ts). */
    private readonly exactCountLimit?: number,
  ) {}

  list(game: GameSlug, q: z.output<typeof systemListQuery>) {
    return systemList(this.db, game, q, this.exactCountLimit);
  }

  /** Every system matching the list filters (id order, at most 10.000): "publish all matching" in the dialog. */
  selection(game: GameSlug, q: z.output<typeof systemListQuery>) {
    return systemSelection(this.db, game, q, PUBLICATION_LIMITS.systems);
  }

  archive(q: z.output<typeof archiveListQuery>) {
    return archiveList(this.db, q, this.exactCountLimit);
  }

  private async toDetail(db: DbOrTx, game: string | null, id: number): Promise<SystemDetail> {
    const row = await findSystem(db, game, id);
    if (!row) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    return {
      ...toSystemListItem(row),
      modules: modulesOf(row.s),
      totocalcio: totocalcioDetail(row.s.totocalcio, row.contest?.events),
      assignments: await assignmentsOf(db, id),
      wins: row.wins ? ((await winsOfSystem(db, row.s.game as GameSlug, id))?.lines ?? null) : null,
    };
  }

  detail(game: GameSlug, id: number) {
    return this.toDetail(this.db, game, id);
  }

  /** A system of any game (the archive spans them all). */
  detailInArchive(id: number) {
    return this.toDetail(this.db, null, id);
  }

  /** The system row locked for the rest of the transaction. */
  private async lock(tx: DbOrTx, game: string | null, id: number) {
    const conds = [eq(systems.id, id)];
    if (game) conds.push(eq(systems.game, game));
    const [row] = await tx
      .select()
      .from(systems)
      .where(and(...conds))
      .for('update');
    if (!row) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    return row;
  }

  /**
   * A system with numbers chosen by hand (/{game}/sistemi/new), checked against the structure's modules; totals and
   * quote from the structure. It is a draft (BOZZA): publication (modules/publication) puts it on contests.
   */
  async create(game: GameSlug, input: CreateInput, who: AuditActor): Promise<SystemDetail> {
    try {
      return await this.db.transaction(async (tx) => {
        const s = await findStructure(tx, game, input.structureId, true);
        if (!s || s.status === 'CANCELLATA')
          throw notFound('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
        const modules = checkSystemNumbers(game, s.modules as StructureModule[], input.modules);
        if ((await systemsWithNumbers(tx, s.id, [numbersHash(modules)])).size)
          throw conflict('SYSTEM_DUPLICATE', { modules: ERRORS.SYSTEM_DUPLICATE });
        const seq = s.systemsSeq + 1;
        const [row] = await tx
          .insert(systems)
          .values(
            draftSystemValues(
              game,
              s,
              modules,
              seq,
              { name: input.name, tags: input.tags, evidence: input.evidence },
              who,
            ),
          )
          .returning();
        await tx.update(structures).set({ systemsSeq: seq }).where(eq(structures.id, s.id));
        await refreshStructure(tx, s.id);
        await audit(tx, who, {
          action: 'create',
          entityType: 'system',
          entityId: row.id,
          after: { ...snapshot(row), structureId: s.id, modules },
        });
        return this.toDetail(tx, game, row.id);
      });
    } catch (e) {
      if (uniqueViolation(e) !== null) throw conflict('SYSTEM_DUPLICATE', { modules: ERRORS.SYSTEM_DUPLICATE });
      throw e;
    }
  }

  /**
   * Name (≤ 15, required), tags and evidence, with the optimistic version check. The contest is not edited here:
   * systems reach a contest only through publication (one way onto a contest, modules/publication).
   */
  async update(game: GameSlug, id: number, input: UpdateInput, who: AuditActor): Promise<SystemDetail> {
    try {
      return await this.updateIn(game, id, input, who);
    } catch (e) {
      // a published system's SiCe name is unique on its contest (systems_contest_name_uq)
      if (uniqueViolation(e) !== null)
        throw conflict('PUBLISH_ITEM_NAME_TAKEN', { name: ERRORS.PUBLISH_ITEM_NAME_TAKEN });
      throw e;
    }
  }

  private async updateIn(game: GameSlug, id: number, input: UpdateInput, who: AuditActor): Promise<SystemDetail> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, game, id);
      if (row.status === 'CANCELLATA')
        throw unprocessable('SYSTEM_NOT_EDITABLE', { systemId: ERRORS.SYSTEM_NOT_EDITABLE });
      if (row.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(row.version) });
      if (input.name !== undefined && input.name === '')
        throw badRequest('SYSTEM_NAME_REQUIRED', { name: ERRORS.SYSTEM_NAME_REQUIRED });
      const name = input.name ?? row.name;
      const tags = input.tags ? [...new Set(input.tags)] : row.tags;
      const next = {
        name,
        tags,
        contestId: row.contestId,
        evidence: input.evidence ?? row.evidence,
        status: row.status,
      };
      const before = snapshot(row);
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]),
      );
      if (!changed.length) return this.toDetail(tx, game, id);
      await tx
        .update(systems)
        .set({
          ...next,
          searchText: searchText({ name, graphicName: row.graphicName, tags }),
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(systems.id, id));
      if (next.status !== row.status) await refreshStructure(tx, row.structureId);
      await audit(tx, who, {
        action: 'update',
        entityType: 'system',
        entityId: id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, next[k]])),
      });
      return this.toDetail(tx, game, id);
    });
  }

  /** Cancel a draft or withdraw a publication (./cancel.ts): the system as it now is, or the refusal (409/404). */
  async cancel(
    game: GameSlug,
    id: number,
    reason: string,
    who: AuditActor,
  ): Promise<SystemDetail & { message: string }> {
    await cancelSystem(this.db, game, id, reason, who);
    const detail = await this.toDetail(this.db, game, id);
    const withdrawn = detail.contest != null;
    return { ...detail, message: withdrawn ? SUCCESS.SYSTEM_WITHDRAWN : SUCCESS.SYSTEM_DRAFT_CANCELLED };
  }

  /** The selection: those allowed are cancelled, every other one is listed with why (decisions.md). */
  async cancelMany(
    game: GameSlug,
    target: { ids?: readonly number[]; filter?: Partial<z.output<typeof systemListQuery>> },
    reason: string,
    who: AuditActor,
  ): Promise<SystemsCancelResponse> {
    // the filter in place of the ids (at most SYSTEM_BULK_LIMITS.filter systems, as every bulk action)
    const ids = await bulkTargetIds(this.db, game, target);
    const out = await cancelSystems(this.db, game, ids, reason, who);
    return {
      message: format(SUCCESS.SYSTEMS_CANCELLED, { cancelled: out.cancelled.length, refused: out.refused.length }),
      cancelled: out.cancelled,
      refused: out.refused.map((r) => ({ id: r.id, name: r.name, code: r.code, message: refusalMessage(r) })),
    };
  }

  /** Tags, evidence or quote of many systems (./bulk.ts). */
  bulk(game: GameSlug, body: SystemsBulkRequest, who: AuditActor): Promise<SystemsBulkResponse> {
    return bulkSystems(this.db, game, body, who);
  }

  async history(game: GameSlug, id: number, page: number, pageSize: number) {
    const row = await findSystem(this.db, game, id);
    if (!row) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    return history(this.db, [{ entityType: 'system', entityId: String(id) }], page, pageSize);
  }

  /** The staff's quote dialog: absolute holdings for many outlets, all or nothing (lib/quotes.ts). */
  changeQuotes(systemId: number, input: QuoteChangeInput, who: AuditActor) {
    return changeQuoteHoldings(this.db, systemId, input, who);
  }
}
