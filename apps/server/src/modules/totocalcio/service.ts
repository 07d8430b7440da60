import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ERRORS, type TotocalcioMatch } from '@bacheca/domain';
import { priceTotocalcioSystem, type totocalcioSystemCreateRequest } from '@bacheca/domain/schemas/totocalcio';
import type { Db } from '../../db/client';
import { contests, systems } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { findOpenContest, toContest } from '../../lib/contests';
import { AppError, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { searchText } from '../../lib/system-numbers';
import type { StoredTotocalcio } from '../../lib/totocalcio-events';

type CreateInput = z.output<typeof totocalcioSystemCreateRequest>;

/** Fingerprint of the signs per event (canonical: event order, sign order 1 X 2). */
function signsHash(t: StoredTotocalcio): string {
  const order = { '1': 0, X: 1, '2': 2 } as const;
  const canonical = [...t.events]
    .sort((a, b) => a.eventNumber - b.eventNumber)
    .map((e) => `${e.eventNumber}${e.mandatory ? 'F' : 'L'}${[...e.signs].sort((a, b) => order[a] - order[b]).join('')}`)
    .join('|');
  return createHash('sha1').update(`${t.formula}/${canonical}`).digest('hex');
}

/** Totocalcio (spec §2, §3, §5; domain-rules §6): the matches of a contest and systems built on them. */
export class TotocalcioService {
  constructor(private readonly db: Db) {}

  /** The 14 matches of a Totocalcio contest (open or closed). */
  async events(contestId: number) {
    const [c] = await this.db.select().from(contests).where(and(eq(contests.id, contestId), eq(contests.game, 'totocalcio')));
    if (!c) throw notFound('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
    return { contest: toContest(c), events: (c.events ?? []) as TotocalcioMatch[] };
  }

  /**
   * A system on an open contest, priced by the engine (the same function the page uses for its live figures): every
   * §5 rule is checked again here, in the engine's order. It is on sale at once (ASSOCIATA) and appears in the archive.
   */
  async create(input: CreateInput, who: AuditActor) {
    const priced = priceTotocalcioSystem(input);
    if (!priced.ok) throw new AppError(priced.code, 422, priced.fields);
    const { columns, totalPriceCents, quotaPriceCents } = priced.result;
    const stored: StoredTotocalcio = {
      formula: input.formula,
      concession: input.concession,
      events: [...input.events].sort((a, b) => a.eventNumber - b.eventNumber).map((e) => ({ eventNumber: e.eventNumber, mandatory: e.mandatory, signs: [...e.signs] })),
    };
    try {
      return await this.db.transaction(async (tx) => {
        const contest = await findOpenContest(tx, 'totocalcio', input.contestId);
        if (!contest) throw notFound('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
        const [row] = await tx
          .insert(systems)
          .values({
            game: 'totocalcio', structureId: null, name: input.name, contestId: contest.id, modules: [], totocalcio: stored,
            numbersHash: signsHash(stored), quotesTotal: input.quotes, quotaPriceCents, totalPriceCents, cedole: 1, combinations: columns,
            accumulation: false, tags: [], status: 'ASSOCIATA', boSystem: true, searchText: searchText({ name: input.name, tags: [] }),
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await audit(tx, who, { action: 'create', entityType: 'system', entityId: row.id, after: { name: row.name, contestId: contest.id, ...stored, columns } });
        return {
          id: row.id,
          name: row.name,
          contest: toContest(contest),
          formula: input.formula,
          concession: input.concession,
          quotesTotal: row.quotesTotal,
          columns,
          totalPriceCents,
          quotaPriceCents,
          status: 'ASSOCIATA' as const,
        };
      });
    } catch (e) {
      if (uniqueViolation(e) !== null) throw conflict('PUBLISH_ITEM_NAME_TAKEN', { name: ERRORS.PUBLISH_ITEM_NAME_TAKEN });
      throw e;
    }
  }
}
