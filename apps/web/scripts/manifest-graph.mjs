/**
 * The chunk graph of a build, read from dist/.vite/manifest.json: shared by bundle-report.mjs (what each route
 * weighs) and login-shell.mjs (what the HTML preloads), so that both count the same files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('manifest-graph: no entry in the Vite manifest');

  /** The chunks a chunk pulls in before it runs: itself and, recursively, its static imports. */
  function staticGraph(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) staticGraph(dep, seen);
    return seen;
  }

  /**
   * What every page loads before it renders: the entry and the start stages it imports one after the other
   * (src/main.tsx: React, the styles, the router, the query client, the route tree, the boot), each with its graph.
   */
  function startGraph() {
    const keys = staticGraph(entryKey);
    for (const stage of manifest[entryKey].dynamicImports ?? []) staticGraph(stage, keys);
    return keys;
  }

  /** The files of chunks: their JavaScript and their CSS. */
  function filesOf(keys) {
    const files = new Set();
    for (const key of keys) {
      files.add(manifest[key].file);
      for (const css of manifest[key].css ?? []) files.add(css);
    }
    return files;
  }

  /** The key of the chunk built from a source file ending with `suffix`. */
  const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));

  return { manifest, entryKey, staticGraph, startGraph, filesOf, keyOf };
}
