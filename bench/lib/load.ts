/**
 * Load settings shared by the HTTP benchmarks, and the driver: autocannon runs in a child process
 * (`load-child.ts`), one job at a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests?: number;
  /** Answers ≥ 400 by status. */
  statuses?: Record<string, number>;
}

/**
 * Allocation load: `method` `path` with the system of request k at `systems[k % systems.length]` and the body (and,
 * on an outlet's own route, the authorization) of outlet `⌊k / systems.length⌋`: every (system, outlet) pair once.
 */
export interface AllocationBodies {
  key: string;
  method: 'PUT' | 'POST';
  path: string;
  systems: number[];
  outlets: Array<{ body: string; headers?: Record<string, string> }>;
}

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  bodies?: AllocationBodies;
}

let child: ChildProcess | null = null;

function loadProcess(): ChildProcess {
  if (child) return child;
  child = fork(fileURLToPath(new URL('./load-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  child.unref();
  return child;
}

/** Drive one URL (bounded by `seconds`) from the load process; answers requests/s, latency percentiles, errors. */
export function drive(
  url: string,
  headers: Record<string, string>,
  opts: { connections?: number; seconds?: number; bodies?: AllocationBodies } = {},
): Promise<Figures> {
  const c = loadProcess();
  const job: LoadJob = {
    url,
    headers,
    connections: opts.connections ?? CONNECTIONS,
    seconds: opts.seconds ?? SECONDS,
    bodies: opts.bodies,
  };
  return new Promise((resolve, reject) => {
    c.once('message', (m: { ok: boolean; figures?: Figures; error?: string }) =>
      m.ok ? resolve(m.figures!) : reject(new Error(m.error)),
    );
    c.send(job);
  });
}

/** End the load process (at the end of a run). */
export function stopLoad() {
  child?.kill();
  child = null;
}
