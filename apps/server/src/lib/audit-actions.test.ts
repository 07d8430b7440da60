/**
 * Every action the server writes to the audit log has Italian words in the activity log's catalogue: this walks the
 * server's sources (calls of `audit(`, `auditMany(`, direct inserts into `auditLog` and the quote allocation's actions)
 * and fails on an action without a label, so a new audit call cannot reach the log as a raw key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@bacheca/domain/messages-audit';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'migrations' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes(`${path.sep}test${path.sep}`) ? [p] : [];
  });
}

/** The string literals of every `action:` / `entityType:` value in files that write the audit log. */
function written(key: 'action' | 'entityType'): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/\baudit(Many)?\(|insert\(auditLog\)|allocateQuotes\(/.test(text)) continue;
    // `action: 'x'`, `action: cond ? 'x' : 'y'` and the type `action: 'x' | 'y'`
    const re = new RegExp(`\\b${key}\\??:\\s*((?:[^,;\\n{}()]*?'[a-z_]+'(?:\\s*[|:]\\s*'[a-z_]+')*))`, 'g');
    for (const m of text.matchAll(re))
      for (const lit of m[1].matchAll(/'([a-z_]+)'/g)) found.set(lit[1], path.relative(SRC, file));
  }
  return found;
}

describe('audit actions have words', () => {
  it('finds the audit calls (the walk itself works)', () => {
    const actions = written('action');
    for (const a of [
      'login',
      'create',
      'update',
      'quote_request',
      'quote_preassign',
      'contest_closed',
      'generate',
      'import_create',
      'approve',
      'reject',
      'create_draft',
    ])
      expect(actions.has(a), a).toBe(true);
  });

  it('every action the server writes has an Italian label in the catalogue', () => {
    const missing = [...written('action')].filter(([a]) => !(a in AUDIT_ACTION_LABELS)).map(([a, f]) => `${a} (${f})`);
    expect(missing, 'add these actions to AUDIT_ACTION_LABELS in packages/domain/src/messages-audit.ts').toEqual([]);
  });

  it('every object type the server writes has an Italian label', () => {
    const missing = [...written('entityType')]
      .filter(([e]) => !(e in AUDIT_ENTITY_LABELS))
      .map(([e, f]) => `${e} (${f})`);
    expect(missing, 'add these to AUDIT_ENTITY_LABELS').toEqual([]);
  });
});
