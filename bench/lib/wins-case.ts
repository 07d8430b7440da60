/**
 * `npm run bench`'s "vincite" group (issue 26 "Speed"): BENCH_WINS_SYSTEMS (default 5.000) SuperEnalotto systems of
 * the mix (bench/lib/wins.ts) published on one contest, a draw, and per round, alternating the order:
 * - the engine: every system's wins by the closed forms (`systemWins`, packages/domain engine/wins), in memory;
 * - the job (when the wins job service is present): result confirmed → every win stored;
 * - reference (a): the bare loop enumerating the same systems' combinations with bit masks (bench/lib/wins.ts);
 * - reference (b): one raw `INSERT … SELECT FROM UNNEST` of the same result rows into system_wins.
 * Medians of BENCH_ROUNDS rounds; ratio = reference time ÷ case time. Before timing, reference (a) and the engine are
 * compared system by system: a mismatch is printed in the note (the reference then proves nothing).
 */
import { systemWins, type Draw, type WinCounts } from '@bacheca/domain';
import type { Database } from '../../apps/server/src/db/client';
import type { Figures } from './load';
import { median, ms } from './data';
import { bareWins, loadSystemsForWins, winsSystems } from './wins';

export const WINS_SYSTEMS = Number(process.env.BENCH_WINS_SYSTEMS ?? 5000);

/** A fixed draw (so runs compare) and a prize table in cents per category (amounts of a plausible bulletin). */
const DRAW: Draw = { numbers: [3, 17, 28, 44, 61, 82], jolly: 9, superstar: 5 };
const PRIZES: Record<string, number> = {
  '6': 5_000_000_00, '5+1': 620_000_00, '5': 31_000_00, '4': 310_00, '3': 25_00, '2': 5_00,
  '6S': 0, '5+1S': 0, '5S': 0, '4S': 31_000_00, '3S': 2_500_00, '2S': 100_00, '1S': 10_00, '0S': 5_00,
};

interface WinsRow { group: string; name: string; target: { ratio?: number }; ratio: number; app: Figures; ref: Figures; note?: string }
const timed = (t: number): Figures => ({ rps: 1000 / t, p50: t, p95: t, p99: t, errors: 0 });

/** The result rows of one computation, as system_wins stores them. */
function resultRows(systems: Array<{ id: number; quotesTotal: number }>, wins: WinCounts[]) {
  return systems.map((s, i) => {
    const w = Object.entries(wins[i]).filter(([, n]) => n > 0).map(([category, count]) => ({ category, count }));
    const total = w.reduce((a, x) => a + x.count * (PRIZES[x.category] ?? 0), 0);
    return { systemId: s.id, wins: JSON.stringify(w), totalCents: total, perQuotaCents: Math.floor(total / s.quotesTotal) };
  });
}

export async function winsCase(database: Database, rounds: number): Promise<WinsRow[]> {
  let t0 = process.hrtime.bigint();
  const [contest] = (await database.query(`select id from contests where game = 'superenalotto' and closes_at > now() order by closes_at limit 1`, [])).rows as Array<{ id: number }>;
  const ids = await winsSystems(database, WINS_SYSTEMS);
  await database.query(`update systems set status = 'ASSOCIATA', contest_id = $1, board_name = name where id = any($2::int[])`, [contest.id, ids]);
  await database.query('analyze systems');
  const loaded = await loadSystemsForWins(database, ids);
  const systems = loaded.map((l) => l.system);
  console.error(`  vincite: ${loaded.length} sistemi pubblicati sul concorso ${contest.id} in ${(ms(t0) / 1000).toFixed(0)} s`);

  // the reference must agree with the engine, system by system
  const engineOut = systems.map((s) => systemWins('superenalotto', s, DRAW));
  const bareOut = bareWins(systems, DRAW);
  const mismatches = loaded.filter((_, i) => JSON.stringify(engineOut[i]) !== JSON.stringify(bareOut[i])).map((l) => l.id);
  const combos = bareOut.reduce((a, w) => a + Object.values(w).reduce((x, y) => x + y, 0), 0);
  const winning = engineOut.filter((w) => Object.values(w).some((n) => n > 0)).length;
  const agree = mismatches.length ? `DISACCORDO motore/riferimento su ${mismatches.length} sistemi (es. ${mismatches.slice(0, 3).join(', ')})` : 'motore e riferimento (a) concordi su ogni sistema';

  const hasTable = ((await database.query(`select to_regclass('system_wins') is not null as ok`, [])).rows[0] as { ok: boolean }).ok;
  let jobId: number | null = null;
  if (hasTable) {
    const [job] = (await database.query(
      `insert into wins_jobs (game, contest_id, result_version, draw, prizes, author, system_count, status) values ('superenalotto', $1, 0, $2::jsonb, $3::jsonb, 'bench', $4, 'ANNULLATO') returning id`,
      [contest.id, JSON.stringify(DRAW), JSON.stringify(Object.entries(PRIZES).map(([category, amountCents]) => ({ category, amountCents }))), loaded.length],
    )).rows as Array<{ id: number }>;
    jobId = Number(job.id);
  }
  const rows = resultRows(loaded, engineOut);

  const engineTimes: number[] = [];
  const bareTimes: number[] = [];
  const insertTimes: number[] = [];
  const engine = () => {
    t0 = process.hrtime.bigint();
    const out = systems.map((s) => systemWins('superenalotto', s, DRAW));
    engineTimes.push(ms(t0));
    return out;
  };
  const bare = () => {
    t0 = process.hrtime.bigint();
    bareWins(systems, DRAW);
    bareTimes.push(ms(t0));
  };
  const insert = async () => {
    if (jobId == null) return;
    await database.query('delete from system_wins where job_id = $1', [jobId]);
    t0 = process.hrtime.bigint();
    await database.query(
      `insert into system_wins (job_id, system_id, contest_id, wins, total_cents, per_quota_cents)
       select $1, u.system_id, $2, u.wins::jsonb, u.total_cents, u.per_quota_cents
       from unnest($3::int[], $4::text[], $5::bigint[], $6::bigint[]) as u(system_id, wins, total_cents, per_quota_cents)`,
      [jobId, contest.id, rows.map((r) => r.systemId), rows.map((r) => r.wins), rows.map((r) => r.totalCents), rows.map((r) => r.perQuotaCents)],
    );
    insertTimes.push(ms(t0));
  };
  for (let k = 0; k < rounds; k++) {
    if (k % 2 === 0) {
      engine();
      bare();
      await insert();
    } else {
      await insert();
      bare();
      engine();
    }
  }
  const a = timed(median(bareTimes));
  const e = timed(median(engineTimes));
  const out: WinsRow[] = [
    {
      group: 'vincite', name: `motore: vincite di ${loaded.length.toLocaleString('it-IT')} sistemi (forme chiuse), rif. (a) enumerazione a maschere di bit`,
      target: { ratio: 1 }, ratio: a.p50 / e.p50, app: e, ref: a,
      note: `${combos.toLocaleString('it-IT')} giocate vincenti, ${winning} sistemi vincenti; ${agree}`,
    },
  ];
  if (insertTimes.length) {
    const b = timed(median(insertTimes));
    out.push({ group: 'vincite', name: 'rif. (b): INSERT … UNNEST delle stesse righe di risultato (misura di confronto)', target: {}, ratio: NaN, app: b, ref: b, note: `${rows.length} righe` });
  } else out.push({ group: 'vincite', name: 'rif. (b) e job', target: {}, ratio: NaN, app: timed(NaN), ref: timed(NaN), note: 'tabella system_wins assente: il job delle vincite non è in questo ramo' });
  if (jobId != null) await database.query('delete from wins_jobs where id = $1', [jobId]);
  return out;
}
