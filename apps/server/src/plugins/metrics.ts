/**
 * Operator metrics in Prometheus' text format (prom-client): request latency per route, the database pool, the job
 * queue and the process (event-loop lag, memory, CPU). Each app has its own registry (tests build many apps).
 *
 * They are not on the public port: `METRICS_PORT` starts a second listener (on `METRICS_HOST`, loopback by default)
 * that answers `GET /metrics` and nothing else, for a Prometheus scraper next to the app. See docs/operations.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';

export interface Metrics {
  registry: Registry;
  /** A gauge read at scrape time (queue depth, counts): `read` returns value per label set. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<Array<{ labels: Record<string, string>; value: number }>>,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Latency buckets (seconds): the targets of docs/performance.md sit at 20 and 50 ms. */
const BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const metrics: Metrics = {
    registry,
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    },
  };
  metrics.gauge(
    'bacheca_db_pool_connections',
    'Database connections by state (PostgreSQL pool; PGlite is one embedded session)',
    ['state'],
    async () => {
      const s = database.poolStats();
      return [
        { labels: { state: 'total' }, value: s.total },
        { labels: { state: 'idle' }, value: s.idle },
        { labels: { state: 'waiting' }, value: s.waiting },
      ];
    },
  );
  return metrics;
}

/** Records every request's latency under its route pattern (never the raw URL: ids would explode the label set). */
export const metricsPlugin = fp<{ metrics: Metrics }>(async (app, { metrics }) => {
  app.decorate('metrics', metrics);
  const latency = new Histogram({
    name: 'bacheca_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [metrics.registry],
  });
  const requests = new Counter({
    name: 'bacheca_http_requests_total',
    help: 'HTTP requests by route pattern, method and status class',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? (req.url.startsWith('/api/') ? 'unmatched' : 'static');
    const labels = { method: req.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` };
    latency.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });
});

/** The metrics listener: `GET /metrics` only (port 0 picks a free one). Returns where it listens and how to close it. */
export async function listenMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
