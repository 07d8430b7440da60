/**
 * The load generator in its own process (forked by `bench/lib/load.ts`), so that driving the load never competes with
 * the server under test for the same event loop. It receives one job at a time over IPC and answers its figures.
 */
import autocannon from 'autocannon';
import type { Figures, LoadJob } from './load';

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Per body series (e.g. one allocation target), the next index to hand out: a pair is never sent twice. */
const next = new Map<string, number>();

async function run(job: LoadJob): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const statuses: Record<string, number> = {};
  const series = job.bodies;
  const opts: autocannon.Options = {
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    headers: job.headers,
  };
  if (series) {
    const pairs = series.systems.length * series.outlets.length;
    opts.requests = [
      {
        method: series.method,
        setupRequest: (req) => {
          const k = next.get(series.key) ?? 0;
          next.set(series.key, k + 1);
          if (k >= pairs) throw new Error('allocation pairs exhausted');
          const system = series.systems[k % series.systems.length];
          const outlet = series.outlets[Math.floor(k / series.systems.length) % series.outlets.length];
          return {
            ...req,
            method: series.method,
            path: series.path.replace('{systemId}', String(system)),
            headers: { ...job.headers, ...outlet.headers, 'content-type': 'application/json' },
            body: outlet.body,
          };
        },
      },
    ];
  }
  // the callback form returns the running instance (its 'response' events) and reports the result at the end
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 400) {
        errors++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (result.duration || job.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors,
    requests: latencies.length,
    statuses,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (figures) => process.send!({ ok: true, figures }),
    (e: Error) => process.send!({ ok: false, error: e.message }),
  );
});
