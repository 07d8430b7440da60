import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './helpers';

/**
 * Publish one draft on the next open contest through the API (the publication job, run by the server's worker) and
 * answer the published system's id. Quote live only on published systems: a journey that assigns quote
 * to a system it generated publishes it first.
 */
export async function publishViaApi(
  request: APIRequestContext,
  page: Page,
  systemId: number,
  game = 'superenalotto',
): Promise<number> {
  const headers = await bearer(page);
  const contests = await request.get(`/api/v1/games/${game}/contests?when=upcoming&limit=1`, { headers });
  expect(contests.status(), await contests.text()).toBe(200);
  const contestId = ((await contests.json()) as { items: Array<{ id: number }> }).items[0].id;
  const job = await request.post(`/api/v1/games/${game}/jobs`, {
    headers,
    data: { systemIds: [systemId], contestIds: [contestId], randomNames: true },
  });
  expect(job.status(), await job.text()).toBe(202);
  const jobId = ((await job.json()) as { id: string }).id;
  let published: number | null = null;
  await expect
    .poll(
      async () => {
        const detail = await request.get(`/api/v1/games/${game}/jobs/${jobId}?pageSize=10`, { headers });
        const body = (await detail.json()) as {
          items: Array<{ outcome: string | null; publishedSystemId: number | null }>;
        };
        published = body.items[0]?.publishedSystemId ?? null;
        return body.items[0]?.outcome ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe('PUBBLICATO');
  return published!;
}

/** A SuperEnalotto structure (INTEGRALE of 8 numbers, 4 quote) and one draft generated from it: the draft's id. */
export async function draftViaApi(request: APIRequestContext, page: Page, name: string): Promise<number> {
  const headers = await bearer(page);
  const st = await request.post('/api/v1/games/superenalotto/structures', {
    headers,
    data: {
      name,
      shortDescription: 'Ritiro e2e',
      extendedDescription: 'Struttura del percorso di annullamento e ritiro',
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    },
  });
  expect(st.status(), await st.text()).toBe(201);
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${(await st.json()).id}/generate-systems`, {
    headers,
    data: { count: 1, seed: name },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  return ((await gen.json()) as { systemIds: number[] }).systemIds[0];
}
