/**
 * `npm start` builds the web app only when its output is older than its sources (a fast first start): the
 * Vite build is most of a first start and needless when nothing changed. FORCE_BUILD=1 always builds.
 * Sources: the web app and the shared domain package (sources, configs, package files, the lock file).
 * Never in production (NODE_ENV=production): there `npm start` runs what `npm run build` made and
 * scripts/start.mjs refuses to start when it is missing; this script then does nothing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const output = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/bundle-budgets.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

if (process.env.NODE_ENV === 'production') {
  console.log("NODE_ENV=production: nessuna build all'avvio (si usa quella di `npm run build`)");
} else {
  buildIfStale();
}

function buildIfStale() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (process.env.FORCE_BUILD === '1' || !built || changed > built) {
    // the web app only: in development the server runs from its sources (its bundle is `npm run build`'s)
    execSync('npm run build -w @bacheca/web', { cwd: root, stdio: 'inherit' });
  } else {
    console.log('apps/web/dist è aggiornato rispetto ai sorgenti: build saltata (FORCE_BUILD=1 per rifarla)');
  }
}
