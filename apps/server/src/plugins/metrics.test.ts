/**
 * Operators read the same figures as the benchmarks. Latency per route pattern (never per raw URL), the
 * database pool and the process, in Prometheus' format, on a listener of its own (not the public port).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { makeOutlet, makeStaff, type MadeUser } from '../test/factories';
import { listenMetrics } from './metrics';

describe.each(testDatabases())('metrics on %s', (kind) => {
  let t: TestApp;
  let superAdmin: MadeUser;
  let ivrCode: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    superAdmin = await makeStaff(t, { role: 'super_admin' });
    ivrCode = (await makeOutlet(t)).row.ivrCode!;
  });
  afterAll(async () => t?.close());

  it('counts requests under their route pattern, with the status class, and never a raw id', async () => {
    const token = await superAdmin.token();
    expect((await t.inject({ method: 'GET', url: `/api/v1/ricevitori/${ivrCode}`, token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/ricevitori/999999', token })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(
      /bacheca_http_requests_total\{method="GET",route="\/api\/v1\/ricevitori\/:ivrCode",status="2xx"\} 1/,
    );
    expect(text).toMatch(
      /bacheca_http_requests_total\{method="GET",route="\/api\/v1\/ricevitori\/:ivrCode",status="4xx"\} 1/,
    );
    expect(text).toMatch(/bacheca_http_requests_total\{method="GET",route="unmatched",status="4xx"\} 1/);
    expect(text).toMatch(
      /bacheca_http_request_duration_seconds_bucket\{le="0\.02",method="GET",route="\/api\/v1\/ricevitori\/:ivrCode",status="2xx"\}/,
    );
    // only the request series can carry a URL; process figures (GC, memory) may contain any digits
    const httpLines = text.split('\n').filter((l) => l.startsWith('bacheca_http_'));
    expect(httpLines.length).toBeGreaterThan(0);
    expect(httpLines.join('\n')).not.toContain(ivrCode);
  });

  it('reports the database pool and the process (event-loop lag)', async () => {
    const text = await t.app.metrics.registry.metrics();
    const total = /bacheca_db_pool_connections\{state="total"\} (\d+)/.exec(text);
    expect(total).not.toBeNull();
    expect(Number(total![1])).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('serves GET /metrics on its own listener, and nothing else there', async () => {
    const listener = await listenMetrics(t.app.metrics, 0, '127.0.0.1');
    try {
      const ok = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/plain');
      expect(await ok.text()).toContain('bacheca_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/v1/ricevitori`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
    // and the public app has no such route
    expect((await t.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
