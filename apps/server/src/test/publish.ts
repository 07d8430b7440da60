/**
 * Publishing in API tests: the real request (POST …/jobs, 202), then the worker's batch loop run in the test's own
 * process (no pg-boss needed), and the job's items as the detail answers them.
 */
import { expect } from 'vitest';
import type { JobDetail } from '@bacheca/domain';
import { runPublicationJob } from '../modules/publication/worker';
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
export async function publishOne(t: TestApp, token: string, game: string, systemId: number, contestId: number, name?: string): Promise<number> {
  const job = await publishNow(t, token, game, { systemIds: [systemId], contestIds: [contestId], names: name ? { [systemId]: name } : undefined });
  expect(job.items[0], JSON.stringify(job.items[0])).toMatchObject({ outcome: 'PUBBLICATO' });
  return job.items[0].publishedSystemId!;
}
