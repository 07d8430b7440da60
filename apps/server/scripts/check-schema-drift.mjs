#!/usr/bin/env node
/**
 * Fails when `src/db/schema.ts` and the migrations disagree: drizzle-kit generates into a copy of the migrations
 * folder, and any new migration file means a schema change without its migration. Nothing in the repository changes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrations = join(root, 'src/db/migrations');
// drizzle-kit takes folders relative to the working directory
const copy = mkdtempSync(join(root, '.schema-drift-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      relative(root, copy),
      '--name',
      'drift',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const added = readdirSync(copy).filter((f) => !before.has(f));
  if (added.length > 0) {
    console.error(
      `Schema drift: src/db/schema.ts differs from the migrations (drizzle-kit would write ${added.join(', ')}).`,
    );
    console.error('Run `cd apps/server && npx drizzle-kit generate --name <change>` and commit the migration.');
    process.exitCode = 1;
  } else {
    execFileSync('npx', ['drizzle-kit', 'check', '--dialect', 'postgresql', '--out', relative(root, migrations)], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log('Migrations match src/db/schema.ts.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
