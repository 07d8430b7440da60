import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  PUBLICATION_LIMITS,
  SUCCESS,
  errorMessage,
  format,
  type SystemsBulkRequest,
  type SystemsBulkResponse,
  type SystemsCancelResponse,
  type GameSlug,
  type QuoteChangeRequest,
  type StructureModule,
  type SystemDetail,
  type SystemStatus,
  type archiveListQuery,
  type quoteChangeRequest,
  type systemCreateRequest,
  type systemListQuery,
  type systemUpdateRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { contests, structures, systemQuotes, systems, users } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import type { ContestRow } from '../../lib/contests';
import { findStructure, refreshStructure } from '../../lib/structures';
import { totocalcioDetail } from '../../lib/totocalcio-events';
import { winsOfSystem } from '../../lib/wins';
import { checkSystemNumbers, numbersHash, searchText } from '../../lib/system-numbers';
import { draftSystemValues, systemsWithNumbers } from './drafts';
import { bulkSystems, bulkTargetIds } from './bulk';
import { cancelSystem, cancelSystems, refusalMessage } from './cancel';
import {
  archiveList,
  assignmentsOf,
  systemSelection,
  findSystem,
  modulesOf,
  systemList,
  toSystemListItem,
  type SystemRow,
} from './queries';

type CreateInput = z.output<typeof systemCreateRequest>;
type UpdateInput = z.output<typeof systemUpdateRequest>;
type QuoteInput = z.output<typeof quoteChangeRequest>;

/**
 * Status of a system from its contest and quote (docs/domain.md §8): BOZZA without a contest; ASSOCIATA on an open
 * contest; COMPLETATA once the contest has closed or every quota is assigned.
 */
export function systemStatus(
  contest: Pick<ContestRow, 'closesAt'> | null,
  available: number,
  now = new Date(),
): SystemStatus {
  if (!contest) return 'BOZZA';
  if (contest.closesAt <= now || available <= 0) return 'COMPLETATA';
  return 'ASSOCIATA';
}

const closed = (c: Pick<ContestRow, 'closesAt'> | null, now = new Date()) => !!c && c.closesAt <= now;

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

  /** The system row locked for the rest of the transaction, with its contest. */
  private async lock(tx: DbOrTx, game: string | null, id: number) {
    const conds = [eq(systems.id, id)];
    if (game) conds.push(eq(systems.game, game));
    const [row] = await tx
      .select()
      .from(systems)
      .where(and(...conds))
      .for('update');
    if (!row) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    const [contest] = row.contestId ? await tx.select().from(contests).where(eq(contests.id, row.contestId)) : [];
    return { row, contest: contest ?? null };
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
      const { row } = await this.lock(tx, game, id);
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

  /**
   * The quote management dialog (spec §5), all or nothing. In one transaction the system row is locked
   * (SELECT … FOR UPDATE), so saves at one system queue up and each sees the quote the previous one left; the
   * CHECK on `quotes_assigned` is the last line of defence. Rules, in order: an IVR code once per request; every
   * IVR code an outlet (all unknown ones listed in one error); `add` only for outlets without quote (otherwise
   * change them through `set`); the total assigned within the system's quote.
   */
  async changeQuotes(systemId: number, input: QuoteInput | QuoteChangeRequest, who: AuditActor) {
    const add = input.add ?? [];
    const set = input.set ?? [];
    const lines = [
      ...add.map((l, i) => ({ ...l, ivrCode: l.ivrCode.trim(), kind: 'add' as const, path: `add.${i}` })),
      ...set.map((l, i) => ({ ...l, ivrCode: l.ivrCode.trim(), kind: 'set' as const, path: `set.${i}` })),
    ];
    const seen = new Map<string, string>();
    const dup: Record<string, string> = {};
    for (const l of lines) {
      if (seen.has(l.ivrCode)) dup[`${l.path}.ivrCode`] = errorMessage('DETAIL_IVR_DUPLICATE', { code: l.ivrCode });
      seen.set(l.ivrCode, l.path);
    }
    if (Object.keys(dup).length) throw badRequest('QUOTE_IVR_DUPLICATE', dup);

    return this.db.transaction(async (tx) => {
      const { row, contest } = await this.lock(tx, null, systemId);
      if (row.status === 'CANCELLATA' || closed(contest))
        throw unprocessable('SYSTEM_NOT_EDITABLE', { systemId: ERRORS.SYSTEM_NOT_EDITABLE });
      // quote only on a system published on an open contest (decisions.md): a draft has no quote holders
      if (row.status === 'BOZZA' || !contest)
        throw unprocessable('SYSTEM_NOT_PUBLISHED', { systemId: ERRORS.SYSTEM_NOT_PUBLISHED });
      const codes = lines.map((l) => l.ivrCode);
      const outlets = codes.length
        ? await tx
            .select({ id: users.id, ivrCode: users.ivrCode, active: users.active, enabled: users.enabled })
            .from(users)
            .where(and(eq(users.role, 'ricevitore'), inArray(users.ivrCode, codes)))
        : [];
      const idOf = new Map(outlets.map((o) => [o.ivrCode!, o.id]));
      const unknown = lines.filter((l) => !idOf.has(l.ivrCode));
      if (unknown.length) {
        const list = unknown.map((l) => l.ivrCode).join(', ');
        throw new AppError(
          'QUOTE_IVR_UNKNOWN',
          422,
          Object.fromEntries(
            unknown.map((l) => [`${l.path}.ivrCode`, errorMessage('DETAIL_IVR_UNKNOWN', { code: l.ivrCode })]),
          ),
          { codes: list },
        );
      }
      const current = new Map(
        (
          await tx
            .select({ userId: systemQuotes.userId, quantity: systemQuotes.quantity })
            .from(systemQuotes)
            .where(eq(systemQuotes.systemId, systemId))
        ).map((r) => [r.userId, r.quantity]),
      );
      const associated = lines.filter((l) => l.kind === 'add' && current.has(idOf.get(l.ivrCode)!));
      if (associated.length) {
        throw unprocessable(
          'QUOTE_ALREADY_ASSOCIATED',
          Object.fromEntries(
            associated.map((l) => [
              `${l.path}.ivrCode`,
              errorMessage('DETAIL_QUOTE_ASSOCIATED', { code: l.ivrCode, value: current.get(idOf.get(l.ivrCode)!)! }),
            ]),
          ),
        );
      }
      // an outlet that is not active or not enabled receives no new quote (it may still be reduced or removed)
      const inactive = new Set(outlets.filter((o) => !o.active || !o.enabled).map((o) => o.id));
      const toInactive = lines.filter(
        (l) => inactive.has(idOf.get(l.ivrCode)!) && l.quantity > (current.get(idOf.get(l.ivrCode)!) ?? 0),
      );
      if (toInactive.length) {
        throw unprocessable(
          'QUOTE_OUTLET_INACTIVE',
          Object.fromEntries(
            toInactive.map((l) => [`${l.path}.ivrCode`, errorMessage('DETAIL_OUTLET_INACTIVE', { code: l.ivrCode })]),
          ),
          { codes: toInactive.map((l) => l.ivrCode).join(', ') },
        );
      }
      const next = new Map(current);
      for (const l of lines) {
        const uid = idOf.get(l.ivrCode)!;
        if (l.quantity > 0) next.set(uid, l.quantity);
        else next.delete(uid);
      }
      const assignedBefore = row.quotesAssigned;
      const assigned = [...next.values()].reduce((a, b) => a + b, 0);
      const available = row.quotesTotal - assignedBefore;
      if (assigned > row.quotesTotal) {
        const growing = lines.filter((l) => l.quantity > (current.get(idOf.get(l.ivrCode)!) ?? 0));
        throw unprocessable(
          'QUOTE_NOT_AVAILABLE',
          Object.fromEntries(
            growing.map((l) => [
              `${l.path}.quantity`,
              errorMessage('DETAIL_QUOTE_AVAILABLE', {
                value: l.quantity - (current.get(idOf.get(l.ivrCode)!) ?? 0),
                max: available,
              }),
            ]),
          ),
        );
      }
      const removed = [...current.keys()].filter((uid) => !next.has(uid));
      const upserts = [...next.entries()].filter(([uid, q]) => current.get(uid) !== q);
      if (removed.length || upserts.length) {
        if (removed.length)
          await tx
            .delete(systemQuotes)
            .where(and(eq(systemQuotes.systemId, systemId), inArray(systemQuotes.userId, removed)));
        if (upserts.length) {
          await tx
            .insert(systemQuotes)
            .values(
              upserts.map(([userId, quantity]) => ({ systemId, userId, quantity, assignedBy: who.actor ?? 'sistema' })),
            )
            .onConflictDoUpdate({
              target: [systemQuotes.systemId, systemQuotes.userId],
              set: { quantity: sql`excluded.quantity`, assignedAt: sql`now()`, assignedBy: sql`excluded.assigned_by` },
            });
        }
        const status = systemStatus(contest, row.quotesTotal - assigned);
        await tx
          .update(systems)
          .set({ quotesAssigned: assigned, status, version: row.version + 1, updatedAt: new Date() })
          .where(eq(systems.id, systemId));
        if (status !== row.status) await refreshStructure(tx, row.structureId);
        const codeOf = new Map(outlets.map((o) => [o.id, o.ivrCode!]));
        const touched = [...removed, ...upserts.map(([uid]) => uid)];
        await audit(tx, who, {
          action: 'quote_change',
          entityType: 'system',
          entityId: systemId,
          before: {
            quotesAssigned: assignedBefore,
            assignments: Object.fromEntries(touched.map((uid) => [codeOf.get(uid)!, current.get(uid) ?? 0])),
          },
          after: {
            quotesAssigned: assigned,
            assignments: Object.fromEntries(touched.map((uid) => [codeOf.get(uid)!, next.get(uid) ?? 0])),
          },
        });
      }
      return {
        ok: true as const,
        message: format(SUCCESS.QUOTE_SAVED, { assigned, available: row.quotesTotal - assigned }),
        quotesTotal: row.quotesTotal,
        quotesAssigned: assigned,
        quotesAvailable: row.quotesTotal - assigned,
        assignments: await assignmentsOf(tx, systemId),
      };
    });
  }
}
