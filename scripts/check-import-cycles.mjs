#!/usr/bin/env node
/**
 * Fails when the repository's own modules import each other in a cycle, type-only imports included. ESLint's
 * `import/no-cycle` skips `import type` and `export type … from`, yet a type cycle still ties two modules together:
 * the shared type belongs in a module both import. Each workspace is read with its own tsconfig and TypeScript's
 * resolver; packages (node_modules, the workspaces' symlinks included) are outside the graph, and packages/domain
 * never imports the apps, so a cycle can only sit inside one workspace.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'];

/** file → the repository files it imports or re-exports from */
const graph = new Map();
for (const workspace of workspaces) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, workspace, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const host = ts.createCompilerHost(config.options);
  for (const file of config.fileNames) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('/node_modules/')) {
        deps.add(realpathSync(resolved.resolvedFileName));
      }
    }
    graph.set(realpathSync(file), [...deps]);
  }
}

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is
// a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter++;
  stack.push(file);
  onStack.add(file);
  for (const dep of graph.get(file) ?? []) {
    if (!index.has(dep)) {
      visit(dep);
      low.set(file, Math.min(low.get(file), low.get(dep)));
    } else if (onStack.has(dep)) {
      low.set(file, Math.min(low.get(file), index.get(dep)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (cycles.length === 0) {
  console.log(`No import cycle among ${graph.size} files.`);
} else {
  for (const component of cycles) {
    console.error('Import cycle (type imports included):');
    for (const file of component) {
      const inCycle = graph.get(file).filter((dep) => component.includes(dep));
      console.error(`  ${relative(root, file)} → ${inCycle.map((dep) => relative(root, dep)).join(', ')}`);
    }
  }
  console.error('Move what the files share into a module both import.');
  process.exit(1);
}
