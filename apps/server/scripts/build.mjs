/**
 * `npm run build -w @bacheca/server`: the server as three ES-module bundles in apps/server/dist —
 * main.js (the API server), worker.js (`npm run worker`), create-admin.js (`npm run create-admin`) — built with
 * esbuild. The bundles hold the server's own code and the workspace package @bacheca/domain (TypeScript source,
 * which node cannot load); every package from node_modules stays an import (external) and is loaded from the
 * production install: native and wasm packages (@node-rs/argon2, PGlite), pg-boss, fastify and zod (one copy of zod
 * for the domain schemas and fastify-type-provider-zod) work exactly as in development. The SQL migrations are
 * copied to dist/migrations, where the compiled db/client finds them (beside its own file, as in src/db).
 */
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(server, 'dist');

/** Bare specifiers (packages) stay imports, except the workspace packages (@bacheca/*), which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bacheca/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: server,
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', 'create-admin': 'src/create-admin.ts' },
  outdir: dist,
  bundle: true,
  // no code splitting: each entry is one file in dist/, so import.meta.url-relative paths (the migrations beside
  // db/client, ../../web/dist in config) resolve from dist/ as they do from src/ and src/db
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
const migrations = path.join(server, 'src/db/migrations');
if (!existsSync(path.join(migrations, 'meta/_journal.json')))
  throw new Error(`migrazioni non trovate in ${migrations}`);
cpSync(migrations, path.join(dist, 'migrations'), { recursive: true });
console.log(
  `server compilato in ${path.relative(process.cwd(), dist) || dist} (main.js, worker.js, create-admin.js, migrations/)`,
);
