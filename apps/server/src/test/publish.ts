/**
 * Publishing in API tests: the real request (POST …/jobs, 202), then the worker's batch loop run in the test's own
 * process (no pg-boss needed), and the job's items as the detail answers them.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobDetail } from '@bacheca/domain';
import { runPublicationJob } from '../modules/publication/worker';
import { publicationJobs } from '../db/schema';
import type { TestApp } from './harness';

export async function publishNow(
  t: TestApp,
  token: string,
  game: string,
  body: { systemIds: number[]; contestIds: number[]; names?: Record<string, string>; randomNames?: boolean },
  batchSize = 100,
): Promise<JobDetail> {
  const res = await t.inject({ method: 'POST', url: `/api/v1/games/${game}/jobs`, token, payload: body });
  expect(res.statusCode, res.body).toBe(202);
  const id: string = res.json().id;
  await runPublicationJob(t.database.db, Number(id.split('_')[1]), { batchSize });
  const detail = await t.inject({ method: 'GET', url: `/api/v1/games/${game}/jobs/${id}?pageSize=1000`, token });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json();
}

/** Publish one draft on one contest and answer the published system's id. */
export async function publishOne(
  t: TestApp,
  token: string,
  game: string,
  systemId: number,
  contestId: number,
  name?: string,
): Promise<number> {
  const job = await publishNow(t, token, game, {
    systemIds: [systemId],
    contestIds: [contestId],
    names: name ? { [systemId]: name } : undefined,
  });
  expect(job.items[0], JSON.stringify(job.items[0])).toMatchObject({ outcome: 'PUBBLICATO' });
  return job.items[0].publishedSystemId!;
}

/**
 * A publication job left for a worker process (crash and shutdown tests): a SuperEnalotto structure of 8-number
 * integrals, `count` systems generated from it, submitted on the next two open contests with random names (202).
 * Answers the job's numeric id and a reader of its row.
 */
export async function submitLongJob(
  t: TestApp,
  token: string,
  label: { name: string; description: string; tag: string },
  count = 150,
) {
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const st = await api('POST', 'games/superenalotto/structures', {
    name: label.name,
    shortDescription: label.description,
    extendedDescription: `Struttura del test: ${label.description}`,
    tags: [label.tag],
    proposalChannels: ['WEB'],
    salesChannel: 'RICEVITORIA',
    modules: [{ type: 'INTEGRALE', numerosity: 8 }],
    quotes: 4,
    preassignedQuotesPercentage: 10,
    graphicTemplate: 'CLASSICO',
  });
  expect(st.statusCode, st.body).toBe(201);
  const gen = (
    await api('POST', `games/superenalotto/structures/${st.json().id}/generate-systems`, { count, seed: label.tag })
  ).json();
  const contests = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=2'))
    .json()
    .items.map((c: { id: number }) => c.id);
  const res = await api('POST', 'games/superenalotto/jobs', {
    systemIds: gen.systemIds,
    contestIds: contests,
    randomNames: true,
  });
  expect(res.statusCode, res.body).toBe(202);
  const code: string = res.json().id;
  const jobId = Number(code.split('_')[1]);
  const row = async () => (await t.database.db.select().from(publicationJobs).where(eq(publicationJobs.id, jobId)))[0];
  return { code, jobId, row };
}
