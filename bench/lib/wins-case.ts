/**
 * `npm run bench`'s "vincite" group ("Speed"): BENCH_WINS_SYSTEMS (default 5.000) SuperEnalotto systems of
 * the mix of bench/lib/wins.ts published on one contest, a draw, and per round, alternating the order:
 * - the engine: every system's wins by the closed forms (`systemWins`, packages/domain engine/wins), in memory;
 * - the job: the contest's result confirmed (a new version per round) → `computeContestWins` (modules/wins/worker.ts)
 *   computes and stores every system's wins, batch by batch, as the server's worker does;
 * - reference (a): the bare loop enumerating the same systems' combinations with bit masks (bench/lib/wins.ts);
 * - reference (b): one raw `INSERT … SELECT FROM UNNEST` of the same result rows into system_wins.
 * Medians of BENCH_ROUNDS rounds; ratio = reference time ÷ case time. Before timing, reference (a) and the engine are
 * compared system by system: a mismatch is printed in the note (the reference then proves nothing).
 */
import { systemWins, type Draw } from '@bacheca/domain';
import type { Database } from '../../apps/server/src/db/client';
import type { Figures } from './load';
import { median, ms } from './data';
import { bareWins, loadSystemsForWins, winsSystems } from './wins';
import { DEFAULT_WINS_BATCH, computeContestWins } from '../../apps/server/src/modules/wins/worker';

export const WINS_SYSTEMS = Number(process.env.BENCH_WINS_SYSTEMS ?? 5000);
/** The wins worker's batch: its default (DEFAULT_WINS_BATCH) unless BENCH_WINS_BATCH says otherwise. */
const WINS_BATCH_SIZE = Number(process.env.BENCH_WINS_BATCH ?? DEFAULT_WINS_BATCH);

/** A fixed draw (so runs compare) and a prize table in cents per category (amounts of a plausible bulletin). */
const DRAW: Draw = { numbers: [3, 17, 28, 44, 61, 82], jolly: 9, superstar: 5 };
const PRIZES: Record<string, number> = {
  '6': 5_000_000_00,
  '5+1': 620_000_00,
  '5': 31_000_00,
  '4': 310_00,
  '3': 25_00,
  '2': 5_00,
  '6S': 0,
  '5+1S': 0,
  '5S': 0,
  '4S': 31_000_00,
  '3S': 2_500_00,
  '2S': 100_00,
  '1S': 10_00,
  '0S': 5_00,
};

interface WinsRow {
  group: string;
  name: string;
  target: { ratio?: number };
  ratio: number;
  app: Figures;
  ref: Figures;
  note?: string;
}
const timed = (t: number): Figures => ({ rps: 1000 / t, p50: t, p95: t, p99: t, errors: 0 });

export async function winsCase(database: Database, rounds: number): Promise<WinsRow[]> {
  let t0 = process.hrtime.bigint();
  const [contest] = (
    await database.query(
      `select id from contests c where game = 'superenalotto' and closes_at > now() and not exists (select 1 from systems s where s.contest_id = c.id) order by closes_at limit 1`,
      [],
    )
  ).rows as Array<{ id: number }>;
  const ids = await winsSystems(database, WINS_SYSTEMS);
  await database.query(
    `update systems set status = 'ASSOCIATA', contest_id = $1, name = 'V-' || id, board_name = 'V-' || id where id = any($2::int[])`,
    [contest.id, ids],
  );
  await database.query('analyze systems');
  const loaded = await loadSystemsForWins(database, ids);
  const systems = loaded.map((l) => l.system);
  console.error(
    `  vincite: ${loaded.length} sistemi pubblicati sul concorso ${contest.id} in ${(ms(t0) / 1000).toFixed(0)} s`,
  );

  // the reference must agree with the engine, system by system
  const engineOut = systems.map((s) => systemWins('superenalotto', s, DRAW));
  const bareOut = bareWins(systems, DRAW);
  const mismatches = loaded
    .filter((_, i) => JSON.stringify(engineOut[i]) !== JSON.stringify(bareOut[i]))
    .map((l) => l.id);
  const combos = bareOut.reduce((a, w) => a + Object.values(w).reduce((x, y) => x + y, 0), 0);
  const winning = engineOut.filter((w) => Object.values(w).some((n) => n > 0)).length;
  const agree = mismatches.length
    ? `DISACCORDO motore/riferimento su ${mismatches.length} sistemi (es. ${mismatches.slice(0, 3).join(', ')})`
    : 'motore e riferimento (a) concordi su ogni sistema';

  // the confirmed result of the contest (its version is bumped per round: each round is a new confirmation's job)
  const [admin] = (await database.query(`select id from users where username = 'admin'`, [])).rows as Array<{
    id: number;
  }>;
  const prizes = JSON.stringify(Object.entries(PRIZES).map(([category, amountCents]) => ({ category, amountCents })));
  await database.query(
    `insert into contest_results (game, contest_id, status, numbers, jolly, superstar, prizes, entered_by_id, entered_by, confirmed_by, confirmed_at, version)
     values ('superenalotto', $1, 'CONFERMATO', $2::int[], $3, $4, $5::jsonb, $6, 'admin', 'superadmin', now(), 1)`,
    [contest.id, DRAW.numbers, DRAW.jolly, DRAW.superstar, prizes, admin.id],
  );
  // reference (b) writes under a job of its own (withdrawn, so no page shows it)
  const [refJob] = (
    await database.query(
      `insert into wins_jobs (game, contest_id, result_version, draw, prizes, author, system_count, status) values ('superenalotto', $1, 0, $2::jsonb, $3::jsonb, 'bench', $4, 'ANNULLATO') returning id`,
      [contest.id, JSON.stringify(DRAW), prizes, loaded.length],
    )
  ).rows as Array<{ id: number }>;
  let rows: Array<{ system_id: number; wins: unknown; total_cents: number; per_quota_cents: number }> = [];

  const jobTimes: number[] = [];
  const engineTimes: number[] = [];
  const bareTimes: number[] = [];
  const insertTimes: number[] = [];
  let jobNote = '';
  const job = async (round: number) => {
    await database.query('update contest_results set version = $2 where contest_id = $1', [contest.id, round + 1]);
    t0 = process.hrtime.bigint();
    const done = await computeContestWins(database.db, contest.id, {
      batchSize: WINS_BATCH_SIZE,
      overlap: database.kind === 'postgres',
    });
    jobTimes.push(ms(t0));
    if (!done || done.systems !== loaded.length) throw new Error(`job delle vincite: ${JSON.stringify(done)}`);
    jobNote = `${done.systems} sistemi, ${done.winning} vincenti, ${(done.totalCents / 100).toLocaleString('it-IT')} € in tutto`;
    rows = (
      await database.query(
        'select system_id, wins, total_cents, per_quota_cents from system_wins where job_id = $1 order by system_id',
        [done.jobId],
      )
    ).rows as typeof rows;
    if (done.winning !== winning)
      throw new Error(`job delle vincite: ${done.winning} sistemi vincenti, il motore ne conta ${winning}`);
  };
  const engine = () => {
    t0 = process.hrtime.bigint();
    systems.map((s) => systemWins('superenalotto', s, DRAW));
    engineTimes.push(ms(t0));
  };
  const bare = () => {
    t0 = process.hrtime.bigint();
    bareWins(systems, DRAW);
    bareTimes.push(ms(t0));
  };
  const insert = async () => {
    await database.query('delete from system_wins where job_id = $1', [refJob.id]);
    t0 = process.hrtime.bigint();
    await database.query(
      `insert into system_wins (job_id, system_id, contest_id, wins, total_cents, per_quota_cents)
       select $1, u.system_id, $2, u.wins::jsonb, u.total_cents, u.per_quota_cents
       from unnest($3::int[], $4::text[], $5::bigint[], $6::bigint[]) as u(system_id, wins, total_cents, per_quota_cents)`,
      [
        refJob.id,
        contest.id,
        rows.map((r) => r.system_id),
        rows.map((r) => JSON.stringify(r.wins)),
        rows.map((r) => r.total_cents),
        rows.map((r) => r.per_quota_cents),
      ],
    );
    insertTimes.push(ms(t0));
  };
  for (let k = 0; k < rounds; k++) {
    if (k % 2 === 0) {
      await job(k);
      bare();
      engine();
      await insert();
    } else {
      await insert();
      engine();
      bare();
      await job(k);
    }
  }
  const a = timed(median(bareTimes));
  const e = timed(median(engineTimes));
  const j = timed(median(jobTimes));
  const b = timed(median(insertTimes));
  const n = loaded.length.toLocaleString('it-IT');
  const out: WinsRow[] = [
    {
      group: 'vincite',
      name: `job: risultato confermato → vincite di ${n} sistemi salvate (lotti di ${WINS_BATCH_SIZE}), rif. (a) enumerazione a maschere di bit`,
      target: { ratio: 1 },
      ratio: a.p50 / j.p50,
      app: j,
      ref: a,
      note: `${jobNote}; ${agree}`,
    },
    {
      group: 'vincite',
      name: `job: risultato confermato → vincite di ${n} sistemi salvate, rif. (b) INSERT … UNNEST delle stesse ${rows.length} righe`,
      target: { ratio: 0.5 },
      ratio: b.p50 / j.p50,
      app: j,
      ref: b,
    },
    {
      group: 'vincite',
      name: `motore: vincite di ${n} sistemi in memoria (forme chiuse), rif. (a)`,
      target: { ratio: 1 },
      ratio: a.p50 / e.p50,
      app: e,
      ref: a,
      note: `${combos.toLocaleString('it-IT')} giocate vincenti`,
    },
  ];
  await database.query('delete from system_wins where job_id = $1', [refJob.id]);
  return out;
}
