/**
 * `npm start` on a fresh data folder until the server answers /readyz, beside PGlite's own initdb of a fresh folder
 * (first start ≤ 2× initdb). Both run as child processes, alternated, FIRST_START_ROUNDS times (3); the
 * table shows medians and the ratio. The web build is not part of it: `npm start` skips it when apps/web/dist is
 * newer than the sources (scripts/build-if-stale.mjs), as on every start after the first install; run `npm run build`
 * first. `SEED_OUTLETS` (default 2000, the demo's) is passed to the server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.FIRST_START_ROUNDS ?? 3);
const PORT = Number(process.env.FIRST_START_PORT ?? 3950);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds from spawning `cmd` until `ready()` resolves true (polled every 50 ms); the process is then killed. */
async function timed(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  ready: (out: string) => Promise<boolean>,
): Promise<number> {
  const started = performance.now();
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (await ready(out)) return performance.now() - started;
      if (exited) throw new Error(`${cmd} ${args.join(' ')} exited before it was ready:\n${out.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** PGlite's initdb of a fresh folder: open it and run one statement. */
async function initdbOnce(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bdr-initdb-'));
  try {
    const script = `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(${JSON.stringify(dir)}); await db.query('select 1'); console.log('READY'); await new Promise(() => {});`;
    return await timed('node', ['--input-type=module', '-e', script], {}, path.join(root, 'apps/server'), async (out) =>
      out.includes('READY'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm start` on a fresh DATA_DIR until /readyz. */
async function startOnce(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bdr-start-'));
  try {
    const env = {
      DATA_DIR: dir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_OUTLETS: process.env.SEED_OUTLETS ?? '2000',
    };
    return await timed('npm', ['start'], env, root, () => answers(`http://127.0.0.1:${PORT}/readyz`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const initdb: number[] = [];
const start: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  initdb.push(await initdbOnce());
  start.push(await startOnce());
  console.log(`turno ${i + 1}: initdb ${(initdb[i] / 1000).toFixed(1)} s, npm start ${(start[i] / 1000).toFixed(1)} s`);
}
const ratio = median(start) / median(initdb);
console.log('\n| caso | mediana s | rapporto con initdb | obiettivo | esito |');
console.log('|---|---|---|---|---|');
console.log(
  `| initdb di PGlite (cartella nuova) | ${(median(initdb) / 1000).toFixed(1).replace('.', ',')} | 1× | — | |`,
);
console.log(
  `| npm start su cartella nuova fino a /readyz (migrazioni + dati dimostrativi) | ${(median(start) / 1000).toFixed(1).replace('.', ',')} | ${ratio.toFixed(1).replace('.', ',')}× | ≤ 2× | ${ratio <= 2 ? 'sì' : 'no'} |`,
);
process.exit(0);
