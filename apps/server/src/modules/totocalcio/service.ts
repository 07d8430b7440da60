import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ERRORS, jobCode, type TotocalcioMatch } from '@bacheca/domain';
import { priceTotocalcioSystem, type totocalcioSystemCreateRequest } from '@bacheca/domain/schemas/totocalcio';
import type { Db } from '../../db/client';
import { contests, publicationJobItems, publicationJobs, systems } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { contestLabel, findOpenContest, toContest } from '../../lib/contests';
import { AppError, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { searchText } from '../../lib/system-numbers';
import type { StoredTotocalcio } from '../../lib/totocalcio-events';

type CreateInput = z.output<typeof totocalcioSystemCreateRequest>;

/** Fingerprint of the signs per event (canonical: event order, sign order 1 X 2). */
function signsHash(t: StoredTotocalcio): string {
  const order = { '1': 0, X: 1, '2': 2 } as const;
  const canonical = [...t.events]
    .sort((a, b) => a.eventNumber - b.eventNumber)
    .map(
      (e) => `${e.eventNumber}${e.mandatory ? 'F' : 'L'}${[...e.signs].sort((a, b) => order[a] - order[b]).join('')}`,
    )
    .join('|');
  return createHash('sha1').update(`${t.formula}/${canonical}`).digest('hex');
}

/** Totocalcio (spec §2, §3, §5; docs/domain.md §6): the matches of a contest and systems built on them. */
export class TotocalcioService {
  constructor(private readonly db: Db) {}

  /** The 14 matches of a Totocalcio contest (open or closed). */
  async events(contestId: number) {
    const [c] = await this.db
      .select()
      .from(contests)
      .where(and(eq(contests.id, contestId), eq(contests.game, 'totocalcio')));
    if (!c) throw notFound('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
    return { contest: toContest(c), events: (c.events ?? []) as TotocalcioMatch[] };
  }

  /**
   * A system on an open contest, priced by the engine (the same function the page uses for its live figures): every
   * §5 rule is checked again here, in the engine's order. It is on sale at once (ASSOCIATA) and appears in the archive.
   * The creation is recorded as a publication job (NTCL_n) already COMPLETATO, with one item for the system, in the same
   * transaction, so /totocalcio/job lists it like the other games' jobs (decisions.md "Totocalcio job and proposals").
   */
  async create(input: CreateInput, who: AuditActor & { userId?: number | null }) {
    const priced = priceTotocalcioSystem(input);
    if (!priced.ok) throw new AppError(priced.code, 422, priced.fields);
    const { columns, totalPriceCents, quotaPriceCents } = priced.result;
    const stored: StoredTotocalcio = {
      formula: input.formula,
      concession: input.concession,
      events: [...input.events]
        .sort((a, b) => a.eventNumber - b.eventNumber)
        .map((e) => ({ eventNumber: e.eventNumber, mandatory: e.mandatory, signs: [...e.signs] })),
    };
    try {
      return await this.db.transaction(async (tx) => {
        const contest = await findOpenContest(tx, 'totocalcio', input.contestId);
        if (!contest) throw notFound('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
        // board name: "Totocalcio 13 n. 2", the progressive among the Totocalcio systems of this contest
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(systems)
          .where(and(eq(systems.game, 'totocalcio'), eq(systems.contestId, contest.id)));
        const board = `Totocalcio ${input.formula} n. ${n + 1}`;
        const [job] = await tx
          .insert(publicationJobs)
          .values({
            game: 'totocalcio',
            authorId: who.userId ?? null,
            author: who.actor ?? 'sistema',
            onBehalfOf: who.onBehalfOf ?? null,
            contestIds: [contest.id],
            status: 'COMPLETATO',
            systemCount: 1,
            itemCount: 1,
            processed: 1,
            published: 1,
            processingRate: 100,
            startedAt: sql`now()`,
            finishedAt: sql`now()`,
          })
          .returning();
        const [row] = await tx
          .insert(systems)
          .values({
            publicationJobId: job.id,
            boardName: board,
            game: 'totocalcio',
            structureId: null,
            name: input.name,
            contestId: contest.id,
            modules: [],
            totocalcio: stored,
            numbersHash: signsHash(stored),
            quotesTotal: input.quotes,
            quotaPriceCents,
            totalPriceCents,
            cedole: 1,
            combinations: columns,
            accumulation: false,
            tags: [],
            status: 'ASSOCIATA',
            boSystem: true,
            searchText: searchText({ name: input.name, tags: [] }),
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await audit(tx, who, {
          action: 'create',
          entityType: 'system',
          entityId: row.id,
          after: { name: row.name, contestId: contest.id, ...stored, columns },
        });
        await tx.insert(publicationJobItems).values({
          jobId: job.id,
          seq: 1,
          systemId: row.id,
          contestId: contest.id,
          siceName: row.name,
          boardName: board,
          outcome: 'PUBBLICATO',
          publishedSystemId: row.id,
        });
        await audit(tx, who, {
          action: 'publish_request',
          entityType: 'publication_job',
          entityId: jobCode('totocalcio', job.id),
          after: { systems: 1, contests: [contestLabel(contest)], randomNames: false, items: 1 },
        });
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
          jobId: jobCode('totocalcio', job.id),
        };
      });
    } catch (e) {
      if (uniqueViolation(e) !== null)
        throw conflict('PUBLISH_ITEM_NAME_TAKEN', { name: ERRORS.PUBLISH_ITEM_NAME_TAKEN });
      throw e;
    }
  }
}
