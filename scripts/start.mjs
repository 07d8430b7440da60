/**
 * `npm start`, `npm run worker`, `npm run create-admin`.
 *
 * Development (NODE_ENV unset or not `production`): as before — the web app is built when stale
 * (scripts/build-if-stale.mjs, `npm start` only) and the server workspace's script runs the TypeScript sources
 * through tsx (`start`, `worker`, `create-admin` of apps/server/package.json).
 *
 * Production (NODE_ENV=production): nothing is built and no dev tool is used; the compiled bundle
 * apps/server/dist/<entry>.js of `npm run build` runs in this very process (so SIGTERM reaches the server itself).
 * A missing build is an error that says which command to run, never a build on the production machine.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = {
  server: { bundle: 'main.js', script: 'start', needsWeb: true },
  worker: { bundle: 'worker.js', script: 'worker', needsWeb: false },
  'create-admin': { bundle: 'create-admin.js', script: 'create-admin', needsWeb: false },
};

const [name, ...args] = process.argv.slice(2);
const entry = ENTRIES[name];
if (!entry) {
  console.error(`scripts/start.mjs: comando sconosciuto "${name ?? ''}" (${Object.keys(ENTRIES).join(', ')})`);
  process.exit(2);
}

/** The build outputs a production start needs; the missing ones, relative to the repository. */
export function missingBuild(bundle, needsWeb) {
  const need = [path.join('apps/server/dist', bundle), path.join('apps/server/dist/migrations/meta/_journal.json')];
  if (needsWeb) need.push('apps/web/dist/index.html');
  return need.filter((p) => !existsSync(path.join(root, p)));
}

if (process.env.NODE_ENV === 'production') {
  const missing = missingBuild(entry.bundle, entry.needsWeb);
  if (missing.length) {
    console.error(
      `NODE_ENV=production: build mancante (${missing.join(', ')}).\n` +
        "In produzione non si compila all'avvio: eseguire prima `npm ci && npm run build` (poi, se si vuole, `npm prune --omit=dev`).",
    );
    process.exit(1);
  }
  const bundle = path.join(root, 'apps/server/dist', entry.bundle);
  // stack traces name the TypeScript sources (the bundles carry their source maps)
  process.setSourceMapsEnabled(true);
  // the bundle reads its own options (create-admin's --username …) from process.argv as when started directly
  process.argv = [process.argv[0], bundle, ...args];
  await import(pathToFileURL(bundle).href);
} else {
  if (name === 'server') await import('./build-if-stale.mjs');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', entry.script, '-w', '@bacheca/server', ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
