#!/usr/bin/env node
/**
 * After `vite build`: precompress every text asset of dist/ (gzip and brotli, served by @fastify/static's
 * `preCompressed`), then write the bundle report: for each route chunk, the JavaScript and CSS a browser must load to
 * show it (the entry with its start stages, plus the route's own graph), raw, gzip and brotli. The report goes to the console and to
 * dist/bundle-report.json; the budgets live in bundle-budgets.json and e2e/tests/bundle-budget.spec.ts enforces them.
 *
 * Usage: node scripts/bundle-report.mjs [--check]  (--check exits 1 when a budget is exceeded)
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { readManifest } from './manifest-graph.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const dist = path.join(webRoot, 'dist');
const budgets = JSON.parse(readFileSync(path.join(webRoot, 'bundle-budgets.json'), 'utf8'));

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 });
const brotli = (buf) => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

// ------------------------------------------------------------------------------------------- precompression
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
const sizes = new Map();
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`) || file.endsWith('bundle-report.json'))
    continue;
  const raw = readFileSync(file);
  const gz = gzip(raw);
  const br = brotli(raw);
  // only worth a file when it saves something (tiny files grow)
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  sizes.set(path.relative(dist, file), { raw: raw.length, gzip: gz.length, brotli: br.length });
}

// ------------------------------------------------------------------------------------------- per-route graph
const { manifest, entryKey, staticGraph, startGraph, filesOf, keyOf } = readManifest(dist);
function total(files) {
  const t = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizes.get(f);
    if (!s) continue;
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.brotli += s.brotli;
  }
  return t;
}

const entryKeys = startGraph();
// The layout (sidebar, header, bell, banners) is its own chunk, loaded by every page but the public ones: count it
// with them, so that moving it out of the entry does not hide its weight.
const layoutKey = keyOf('src/app/layout/app-layout.tsx');
const PUBLIC_ROUTES = /src\/features\/(auth|legal)\/routes\//;
const routes = [{ route: '(entry)', source: entryKey, ...total(filesOf(entryKeys)) }];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.includes('/routes/')) continue;
  const keys = staticGraph(key, new Set(entryKeys));
  if (layoutKey && !PUBLIC_ROUTES.test(key)) staticGraph(layoutKey, keys);
  routes.push({ route: path.basename(key).replace(/\.[tj]sx?$/, ''), source: key, ...total(filesOf(keys)) });
}
routes.sort((a, b) => b.gzip - a.gzip);

const kB = (n) => (n / 1024).toFixed(1);
const failures = [];
for (const r of routes) {
  const named = budgets.routes[r.route];
  r.budgetGzipKb = named ?? budgets.anyRouteGzipKb;
  if (r.route !== '(entry)' && r.gzip / 1024 > r.budgetGzipKb)
    failures.push(`${r.route}: ${kB(r.gzip)} kB gzip > ${r.budgetGzipKb} kB`);
}
for (const name of Object.keys(budgets.routes)) {
  if (!routes.some((r) => r.route === name)) failures.push(`${name}: budgeted but not found among the route chunks`);
}

writeFileSync(path.join(dist, 'bundle-report.json'), `${JSON.stringify({ budgets, routes, failures }, null, 2)}\n`);
console.log('\nJavaScript and CSS to show each route (entry graph + route graph), kB:');
console.log(
  `${'route'.padEnd(34)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}${'budget'.padStart(9)}`,
);
for (const r of routes) {
  console.log(
    `${r.route.padEnd(34)}${kB(r.raw).padStart(9)}${kB(r.gzip).padStart(9)}${kB(r.brotli).padStart(9)}${String(r.budgetGzipKb).padStart(9)}`,
  );
}
if (failures.length) console.log(`\nOver budget:\n  ${failures.join('\n  ')}`);
if (process.argv.includes('--check') && failures.length) process.exit(1);
