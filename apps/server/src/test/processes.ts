/**
 * Child processes in the PostgreSQL tests (crash and resume, graceful shutdown, the multi-instance test): the server
 * and the worker started from their TypeScript entry points, waits on a state (never on a time), free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the entry points are started from there. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Read until `ok` says yes; the bound is generous (a busy 2-core machine), it is not a measurement. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 120_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timeout waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Can a new connection be opened on the port? */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = net.connect(port, '127.0.0.1');
    c.once('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });

export const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => c.once('exit', () => r()));

/**
 * The processes a test starts: `start` runs an entry point (apps/server/src/main.ts or worker.ts) through tsx with
 * the test's environment, its stderr prefixed in the test's output; `killAll` (afterAll) SIGKILLs what still runs.
 */
export function childProcesses(baseEnv: () => Record<string, string>) {
  const children: ChildProcess[] = [];
  return {
    start(entry: string, env: Record<string, string> = {}) {
      const child = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...baseEnv(), ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (d) => process.stderr.write(`[${path.basename(entry)} ${child.pid}] ${d}`));
      children.push(child);
      return child;
    },
    /** Start a program that is not ours (pgbouncer), same bookkeeping. */
    spawn(command: string, args: string[]) {
      const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr?.on('data', (d) => process.stderr.write(`[${path.basename(command)} ${child.pid}] ${d}`));
      children.push(child);
      return child;
    },
    async killAll() {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(children.map(exited));
    },
  };
}
