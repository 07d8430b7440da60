import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AWARD_ICON_MAX, ERRORS, type Award, type awardListQuery, type awardUpsertRequest } from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { contests, extraordinaryAwards } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { contestLabel, findOpenContest } from '../../lib/contests';
import { conflict, notFound, uniqueViolation, unprocessable } from '../../lib/errors';
import { listPage, pageOffset, whitelistedOrder } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';
import { decodeImageDataUrl } from '../../lib/uploaded-image';

type UpsertInput = z.output<typeof awardUpsertRequest>;
type ListQuery = z.output<typeof awardListQuery>;
type AwardRow = typeof extraordinaryAwards.$inferSelect;
type ContestRow = typeof contests.$inferSelect;

export const AWARD_GAME = 'superenalotto';

function toAward(a: AwardRow, c: ContestRow, now: Date): Award {
  return {
    id: a.id,
    game: 'superenalotto',
    contestId: a.contestId,
    contestLabel: contestLabel(c),
    drawDate: c.drawDate,
    contestOpen: c.closesAt > now,
    label: a.label,
    icon: a.icon,
    showIcon: a.showIcon,
    associatedWinCents: a.associatedWinCents,
    createdBy: a.createdBy,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.version,
  };
}

function snapshot(a: AwardRow) {
  const { createdAt: _c, updatedAt: _u, icon, ...rest } = a;
  // the icon itself is not copied into the log: its length says whether it changed
  return { ...rest, iconChars: icon?.length ?? 0 };
}

/**
 * The icon as stored: a JPEG or PNG of at most 200×30 px (spec §5, §9), its size bounded from the header before it is
 * decoded, its structure walked, its pixels decoded and re-encoded (lib/uploaded-image.ts): what is stored is what
 * was decoded, with its real MIME type. An icon equal to the one already stored (`stored`) was decoded when it was
 * saved and is kept as it is (a JPEG is not re-encoded at every save).
 */
export async function checkedIcon(icon: string | null, stored?: string | null): Promise<string | null> {
  if (!icon) return null;
  if (stored && icon === stored) return stored;
  const check = await decodeImageDataUrl(icon, AWARD_ICON_MAX);
  if (!check.ok) {
    if (check.reason === 'too_large')
      throw unprocessable('AWARD_ICON_TOO_LARGE', { icon: ERRORS.AWARD_ICON_TOO_LARGE });
    throw unprocessable('AWARD_ICON_INVALID', { icon: ERRORS.AWARD_ICON_INVALID });
  }
  return check.dataUrl;
}

/** SuperEnalotto's extraordinary awards: one per contest. */
export class AwardsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(q: ListQuery) {
    const now = this.now();
    const conds = [eq(extraordinaryAwards.game, AWARD_GAME)];
    if (q.q?.trim()) conds.push(sql`lower(${extraordinaryAwards.label}) like ${containsPattern(q.q.trim())}`);
    if (q.when === 'upcoming') conds.push(gt(contests.closesAt, now));
    if (q.when === 'past') conds.push(lte(contests.closesAt, now));
    const where = and(...conds);
    const columns = {
      drawDate: contests.drawDate,
      label: sql`lower(${extraordinaryAwards.label})`,
      associatedWinCents: extraordinaryAwards.associatedWinCents,
      updatedAt: extraordinaryAwards.updatedAt,
    };
    return listPage(
      q,
      this.db
        .select({ a: extraordinaryAwards, c: contests })
        .from(extraordinaryAwards)
        .innerJoin(contests, eq(contests.id, extraordinaryAwards.contestId))
        .where(where)
        .orderBy(
          ...whitelistedOrder({
            columns,
            sort: q.sort ?? '-drawDate',
            defaultKey: 'drawDate',
            tieBreak: extraordinaryAwards.id,
          }),
        )
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(extraordinaryAwards)
        .innerJoin(contests, eq(contests.id, extraordinaryAwards.contestId))
        .where(where),
      (r) => toAward(r.a, r.c, now),
    );
  }

  private async target(db: DbOrTx, id: number, lock = false) {
    const base = db
      .select({ a: extraordinaryAwards, c: contests })
      .from(extraordinaryAwards)
      .innerJoin(contests, eq(contests.id, extraordinaryAwards.contestId))
      .where(and(eq(extraordinaryAwards.id, id), eq(extraordinaryAwards.game, AWARD_GAME)));
    const [row] = lock ? await base.for('update', { of: extraordinaryAwards }) : await base;
    if (!row) throw notFound('AWARD_NOT_FOUND', { id: ERRORS.AWARD_NOT_FOUND });
    return row;
  }

  async detail(id: number): Promise<Award> {
    const { a, c } = await this.target(this.db, id);
    return toAward(a, c, this.now());
  }

  /** A SuperEnalotto contest still open for sales (awards are announced ahead of the draw). */
  private async openContest(db: DbOrTx, contestId: number): Promise<ContestRow> {
    const c = await findOpenContest(db, AWARD_GAME, contestId, this.now());
    if (!c) throw unprocessable('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
    return c;
  }

  /** The contest already has an award: "già presente" (the unique key decides a race the same way). */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (uniqueViolation(e) !== null)
        throw conflict('AWARD_ALREADY_PRESENT', { contestId: ERRORS.AWARD_ALREADY_PRESENT });
      throw e;
    }
  }

  private async guardFree(db: DbOrTx, contestId: number, exceptId?: number) {
    const [taken] = await db
      .select({ id: extraordinaryAwards.id })
      .from(extraordinaryAwards)
      .where(eq(extraordinaryAwards.contestId, contestId));
    if (taken && taken.id !== exceptId)
      throw conflict('AWARD_ALREADY_PRESENT', { contestId: ERRORS.AWARD_ALREADY_PRESENT });
  }

  async create(input: UpsertInput, who: AuditActor): Promise<Award> {
    const icon = await checkedIcon(input.icon);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const c = await this.openContest(tx, input.contestId);
        await this.guardFree(tx, c.id);
        const [row] = await tx
          .insert(extraordinaryAwards)
          .values({
            game: AWARD_GAME,
            contestId: c.id,
            label: input.label,
            icon,
            showIcon: input.showIcon,
            associatedWinCents: input.associatedWinCents,
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await audit(tx, who, { action: 'create', entityType: 'award', entityId: row.id, after: snapshot(row) });
        return toAward(row, c, this.now());
      }),
    );
  }

  /** Save with the version read. The contest may stay as it is; a different one must be open and free. */
  async update(id: number, input: UpsertInput, who: AuditActor): Promise<Award> {
    const [prev] = await this.db
      .select({ icon: extraordinaryAwards.icon })
      .from(extraordinaryAwards)
      .where(eq(extraordinaryAwards.id, id));
    const icon = await checkedIcon(input.icon, prev?.icon);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const cur = await this.target(tx, id, true);
        if (cur.a.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.a.version) });
        const c = input.contestId === cur.a.contestId ? cur.c : await this.openContest(tx, input.contestId);
        await this.guardFree(tx, c.id, id);
        const [row] = await tx
          .update(extraordinaryAwards)
          .set({
            contestId: c.id,
            label: input.label,
            icon,
            showIcon: input.showIcon,
            associatedWinCents: input.associatedWinCents,
            version: cur.a.version + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(extraordinaryAwards.id, id), eq(extraordinaryAwards.version, cur.a.version)))
          .returning();
        await audit(tx, who, {
          action: 'update',
          entityType: 'award',
          entityId: id,
          before: snapshot(cur.a),
          after: snapshot(row),
        });
        return toAward(row, c, this.now());
      }),
    );
  }

  /** The same award on another open contest; "già presente" when that contest has one. */
  async duplicate(id: number, contestId: number, who: AuditActor): Promise<Award> {
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const { a } = await this.target(tx, id);
        // a copy on the award's own contest is no copy: said as such, not as "già presente"
        if (contestId === a.contestId)
          throw unprocessable('AWARD_DUPLICATE_SAME_CONTEST', { contestId: ERRORS.AWARD_DUPLICATE_SAME_CONTEST });
        const c = await this.openContest(tx, contestId);
        await this.guardFree(tx, c.id);
        const [row] = await tx
          .insert(extraordinaryAwards)
          .values({
            game: AWARD_GAME,
            contestId: c.id,
            label: a.label,
            icon: a.icon,
            showIcon: a.showIcon,
            associatedWinCents: a.associatedWinCents,
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await audit(tx, who, {
          action: 'duplicate',
          entityType: 'award',
          entityId: row.id,
          before: { sourceId: a.id },
          after: snapshot(row),
        });
        return toAward(row, c, this.now());
      }),
    );
  }

  async remove(id: number, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { a } = await this.target(tx, id, true);
      await tx.delete(extraordinaryAwards).where(eq(extraordinaryAwards.id, id));
      await audit(tx, who, { action: 'delete', entityType: 'award', entityId: id, before: snapshot(a) });
    });
  }
}
