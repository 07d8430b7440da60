import autocannon from 'autocannon';

/** Load settings shared by the HTTP benchmarks. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Drive one URL with autocannon (bounded by SECONDS) and return requests/s, latency percentiles and errors. */
export async function drive(url: string, headers: Record<string, string>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 400) errors++;
  });
  const result: { requests: { average: number }; errors: number } = await instance;
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: errors + result.errors };
}
