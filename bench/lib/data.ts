/** The data the benchmarks run on: the demo seed with many outlets, and systems bulk-inserted in one statement per batch. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { structureUpsertRequest } from '@bacheca/domain';
import type { Database } from '../../apps/server/src/db/client';
import { structures } from '../../apps/server/src/db/schema';
import { StructuresService } from '../../apps/server/src/modules/structures/service';
import { sqlArray } from '../../apps/server/src/lib/sql-rows';

export const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `count` systems in one statement per batch, spread over the seeded structures of SuperEnalotto and EuroJackpot. */
export async function bulkSystems(database: Database, count: number) {
  const rows = await database.db
    .select({
      id: structures.id,
      game: structures.game,
      quotes: structures.quotes,
      quota: structures.quotaPriceCents,
      total: structures.totalPriceCents,
      comb: structures.combinations,
      cedole: structures.cedole,
    })
    .from(structures);
  const contestRows = (
    await database.query(`select id, game from contests where closes_at > now() order by closes_at limit 40`, [])
  ).rows as Array<{ id: number; game: string }>;
  const json = JSON.stringify(rows);
  const contestsJson = JSON.stringify(contestRows);
  const batch = 25_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await database.query(
      `with s as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($1::jsonb) as x(id int, game text, quotes int, quota int, total int, comb int, cedole int)),
            c as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($2::jsonb) as x(id int, game text)),
            n as (select count(*) as n from s)
       insert into systems (game, structure_id, name, contest_id, modules, numbers_hash, quotes_total, quotes_assigned, quota_price_cents, total_price_cents,
                            cedole, combinations, accumulation, tags, status, evidence, bo_system, search_text, created_by, created_at)
       select s.game, s.id, 'BENCH-' || g, case when (g / 7) % 10 = 0 then (select c.id from c where c.game = s.game order by c.i limit 1 offset (g / 10) % 5) end,
              jsonb_build_array(jsonb_build_object('numbers', (select jsonb_agg(((g * 7 + k * 11) % 90) + 1 order by k) from generate_series(0, 7) k))),
              md5('bench' || g), s.quotes, (g % 3) % s.quotes, s.quota, s.total, s.cedole, s.comb, false,
              array['bench', 'tag' || (g % 23)], case when g % 37 = 0 then 'CANCELLATA' when (g / 7) % 10 = 0 then 'ASSOCIATA' when (g / 7) % 10 = 1 then 'COMPLETATA' else 'BOZZA' end,
              g % 50 = 0, true, lower('BENCH-' || g || '  bench tag' || (g % 23)), 'bench', now() - (g || ' seconds')::interval
       from generate_series($3::int, $4::int) g, n, s where s.i = g % n.n`,
      [json, contestsJson, from, to],
    );
  }
  // the steady state of a live database (autovacuum on PostgreSQL, the nightly job on PGlite)
  await database.query('vacuum analyze systems');
  await database.query('vacuum analyze users');
}

/** A fresh SuperEnalotto structure of the benchmarks (integral of 8 numbers, or of 10 with one fixed and two excluded). */
export async function benchStructure(database: Database, name: string, big = false) {
  const svc = new StructuresService(database.db);
  const modules = big
    ? [{ type: 'INTEGRALE', numerosity: 10, constraints: { manual: { fixed: [7], excluded: [13, 17] } } }]
    : [{ type: 'INTEGRALE', numerosity: 8 }];
  return svc.create(
    'superenalotto',
    structureUpsertRequest.parse({
      name: `${name} ${randomUUID().slice(0, 8)}`,
      shortDescription: 'bench',
      extendedDescription: 'Struttura dei benchmark',
      tags: ['bench'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      structureType: 'NON_ACCUMULO',
      boardType: 'STANDARD',
      modules,
      quotes: big ? 30 : 4,
      preassignedQuotesPercentage: 10,
      visibleInBackoffice: true,
      visibleInVetrina: false,
      graphicTemplate: 'CLASSICO',
    }),
    { actor: 'admin' },
  );
}

/**
 * The reference of every bulk write: copies of the systems `ids` in one raw `INSERT … SELECT FROM UNNEST`, on
 * `contestId` (a published copy) or, without it, on the draft structure `structureId`.
 */
export async function rawCopy(
  database: Database,
  ids: number[],
  target: { contestId?: number; structureId?: number },
): Promise<number> {
  const names = ids.map((id) => `R-${id}`.slice(0, 15));
  const t0 = process.hrtime.bigint();
  await database.db.execute(sql`
    insert into systems (game, structure_id, name, contest_id, modules, numbers_hash, quotes_total, quota_price_cents, total_price_cents,
                         cedole, combinations, accumulation, tags, status, evidence, bo_system, graphic_name, board_name, source_system_id,
                         publication_job_id, search_text, created_by)
    select s.game, coalesce(${target.structureId ?? null}::int, s.structure_id), u.name, ${target.contestId ?? null}::int, s.modules, s.numbers_hash,
           s.quotes_total, s.quota_price_cents, s.total_price_cents, s.cedole, s.combinations, s.accumulation, s.tags,
           case when ${target.contestId ?? null}::int is null then 'BOZZA' else 'ASSOCIATA' end, s.evidence, true, s.graphic_name, u.name, s.id, null,
           lower(u.name), 'admin'
    from unnest(${sqlArray(ids, 'int')}, ${sqlArray(names, 'text')}) as u(source_id, name)
    join systems s on s.id = u.source_id`);
  return ms(t0);
}
