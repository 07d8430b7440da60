/**
 * Benchmark of publication (issue 10): `npm run publication -w @bacheca/bench`, on PostgreSQL.
 *
 * For BENCH_PUB_SYSTEMS draft systems (default 5.000) and then for 999, in the same run:
 * - publication end to end: the request (checks, job and items) and the worker's batches (UNNEST insert, outcomes,
 *   counters, one audit entry per batch) until the job is COMPLETATO, with the progress sampled while it runs;
 * - the raw `INSERT … SELECT FROM UNNEST` of the same rows (same columns) on another contest, in one statement;
 * and the ratio raw / publication (1 = as fast as the raw insert; the target is ≥ 0,3× for 5.000, ≥ 0,5× for 999).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a throwaway database is created and dropped.
 * BENCH_PUB_BATCH: the worker's batch size (default 500, as PUBLICATION_BATCH_SIZE).
 */
import { eq, sql } from 'drizzle-orm';
import { structureUpsertRequest } from '@bacheca/domain';
import { onThrowawayPostgres } from '../lib/server';
import type { Database } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { contests, publicationJobs, users } from '../../apps/server/src/db/schema';
import { StructuresService } from '../../apps/server/src/modules/structures/service';
import { PublicationService, sqlArray } from '../../apps/server/src/modules/publication/service';
import { runPublicationJob } from '../../apps/server/src/modules/publication/worker';
import { JobQueue } from '../../apps/server/src/lib/job-queue';

const SYSTEMS = Number(process.env.BENCH_PUB_SYSTEMS ?? 5000);
const BATCH = Number(process.env.BENCH_PUB_BATCH ?? 500);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const fmt = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 0 });

/** A structure with `count` draft systems (generated 999 at a time, never repeating). */
async function drafts(database: Database, name: string, count: number): Promise<number[]> {
  const svc = new StructuresService(database.db);
  const who = { actor: 'admin' };
  const s = await svc.create('superenalotto', structureUpsertRequest.parse({
    name, shortDescription: 'Benchmark di pubblicazione', extendedDescription: 'Struttura del benchmark di pubblicazione', tags: ['bench'],
    proposalChannels: ['WEB'], salesChannel: 'RICEVITORIA', structureType: 'NON_ACCUMULO', boardType: 'STANDARD',
    modules: [{ type: 'INTEGRALE', numerosity: 8 }], quotes: 4, preassignedQuotesPercentage: 10, visibleInBackoffice: true, visibleInVetrina: false,
    graphicTemplate: 'CLASSICO',
  }), who);
  const ids: number[] = [];
  for (let k = 0; ids.length < count; k++) {
    const { systemIds } = await svc.generate('superenalotto', s.id, { count: Math.min(999, count - ids.length), seed: `${name}-${k}` }, who);
    ids.push(...systemIds);
  }
  return ids;
}

/** The same rows as publication writes, in one raw INSERT … SELECT FROM UNNEST. */
async function rawInsert(database: Database, ids: number[], contestId: number): Promise<number> {
  const names = ids.map((id) => `R-${id}`.slice(0, 15));
  const t0 = process.hrtime.bigint();
  await database.db.execute(sql`
    insert into systems (game, structure_id, name, contest_id, modules, numbers_hash, quotes_total, quota_price_cents, total_price_cents,
                         cedole, combinations, accumulation, tags, status, evidence, bo_system, graphic_name, board_name, source_system_id,
                         publication_job_id, search_text, created_by)
    select s.game, s.structure_id, u.name, ${contestId}, s.modules, s.numbers_hash, s.quotes_total, s.quota_price_cents, s.total_price_cents,
           s.cedole, s.combinations, s.accumulation, s.tags, 'ASSOCIATA', s.evidence, true, s.graphic_name, u.name, s.id, null, lower(u.name), 'admin'
    from unnest(${sqlArray(ids, 'int')}, ${sqlArray(names, 'text')}) as u(source_id, name)
    join systems s on s.id = u.source_id`);
  return ms(t0);
}

async function publication(database: Database, ids: number[], contestId: number): Promise<{ total: number; request: number; samples: number[] }> {
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  const svc = new PublicationService(database.db, new JobQueue());
  const t0 = process.hrtime.bigint();
  const job = await svc.publish('superenalotto', { systemIds: ids, contestIds: [contestId], randomNames: true }, { actor: 'admin', userId: admin.id });
  const request = ms(t0);
  const jobId = Number(job.id.split('_')[1]);
  const samples: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      const [j] = await database.db.select({ r: publicationJobs.processingRate }).from(publicationJobs).where(eq(publicationJobs.id, jobId));
      if (samples.at(-1) !== j.r) samples.push(j.r);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const status = await runPublicationJob(database.db, jobId, { batchSize: BATCH });
  const total = ms(t0);
  running = false;
  await sampler;
  if (status !== 'COMPLETATO') throw new Error(`job ${job.id}: ${status}`);
  return { total, request, samples };
}

await onThrowawayPostgres(PG_URL, async (database) => {
  await seedIfEmpty(database.db, { outlets: 10 });
  const open = await database.db.select().from(contests).where(sql`${contests.game} = 'superenalotto' and ${contests.closesAt} > now()`).orderBy(contests.closesAt).limit(4);
  console.log(`Pubblicazione su PostgreSQL (batch del worker: ${BATCH})\n`);
  for (const [k, count] of [SYSTEMS, 999].entries()) {
    const t0 = process.hrtime.bigint();
    const ids = await drafts(database, `Bench pubblicazione ${k}`, count);
    console.log(`${fmt(count)} sistemi in bozza preparati in ${fmt(ms(t0))} ms`);
    await database.query('analyze systems');
    const pub = await publication(database, ids, open[2 * k].id);
    const raw = await rawInsert(database, ids, open[2 * k + 1].id);
    console.log(`  pubblicazione (richiesta + worker): ${fmt(pub.total)} ms (richiesta ${fmt(pub.request)} ms), avanzamento visto: ${pub.samples.join(' → ')} %`);
    console.log(`  INSERT … SELECT FROM UNNEST grezzo:  ${fmt(raw)} ms`);
    console.log(`  rapporto grezzo / pubblicazione:    ${(raw / pub.total).toLocaleString('it-IT', { maximumFractionDigits: 2 })}×\n`);
  }
});
process.exit(0);
