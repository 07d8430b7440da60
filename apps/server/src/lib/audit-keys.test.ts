/**
 * Every key the server writes into an audit entry's `before` / `after` has an Italian label in the activity log's
 * catalogue ("Failed", "Seq", "Quotes assigned" reached the log as raw keys). The walk reads the
 * server's sources that write the log — `audit(`, `auditMany(`, inserts into `auditLog` and the quote allocation's
 * SQL — and takes:
 * - the keys of every object literal given as `before:` / `after:` (and of the `const before = {…}` it names);
 * - the keys of the SQL `jsonb_build_object('key', …)`;
 * - for a value that is not a literal (a row's snapshot, a diff, a spread), the keys it can carry, resolved below in
 *   RESOLVED by the expression's text. An expression the walk cannot resolve fails the test: resolve it here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANAGRAFICA_COLUMNS, graphicDesignResponse, importCounts, ricevitoreEditableShape } from '@bacheca/domain';
import { AUDIT_FIELD_LABELS } from '@bacheca/domain/messages-audit-fields';
import { auditFieldLabel } from '@bacheca/domain/audit-presenter';
import { extraordinaryAwards, gamePreferences, notifications, structures, users } from '../db/schema';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'migrations' || d.name === 'test' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const columns = (t: Parameters<typeof getTableColumns>[0], omit: string[] = []) =>
  Object.keys(getTableColumns(t)).filter((k) => !omit.includes(k));
const userKeys = columns(users, ['passwordHash', 'id', 'updatedAt']);
const structureKeys = columns(structures, [
  'createdAt',
  'updatedAt',
  'totals',
  'systemsSeq',
  'systemsCount',
  'publishedSystemsCount',
]);
const systemKeys = ['name', 'contestId', 'tags', 'evidence', 'status'];
/** modules/results/service.ts snapshot(): what the log keeps of a version of a draw result. */
const resultKeys = [
  'status',
  'version',
  'numbers',
  'jolly',
  'superstar',
  'euronumbers',
  'signs',
  'prizes',
  'enteredBy',
  'confirmedBy',
];
const anagraficaKeys = [...ANAGRAFICA_COLUMNS.map((c) => c.field), 'username'];

/** Non-literal values of `before` / `after` (their text in the sources) and the keys they carry, by file. */
const RESOLVED: Record<string, Record<string, string[]>> = {
  'lib/accounts.ts': { b: [], a: [], 'd.before': userKeys, 'd.after': userKeys, 'snapshot(target)': userKeys },
  'lib/audit.ts': {
    'entry.before ?? null': [],
    'entry.after ?? null': [],
    'r.before': [],
    'r.after': [],
    'e.before ?? null': [],
    'e.after ?? null': [],
  },
  'modules/amministratori/service.ts': { 'snapshot(row)': userKeys },
  'modules/ricevitori/service.ts': { 'snapshot(row)': userKeys, 'd.before': userKeys, 'd.after': userKeys },
  'modules/anagrafiche/service.ts': {
    'p.values': anagraficaKeys,
    'u.before': anagraficaKeys,
    'u.set': anagraficaKeys,
    'a.counts': Object.keys(importCounts.shape),
  },
  'modules/awards/service.ts': {
    'snapshot(row)': [...columns(extraordinaryAwards, ['createdAt', 'updatedAt', 'icon']), 'iconChars'],
    'snapshot(cur.a)': [],
    'snapshot(a)': [],
  },
  'modules/notifications/service.ts': {
    'snapshot(row)': columns(notifications, ['createdAt', 'updatedAt']),
    'snapshot(cur)': [],
  },
  'modules/preferences/service.ts': { before: columns(gamePreferences), after: columns(gamePreferences) },
  'modules/structures/service.ts': {
    b: [],
    a: [],
    'snapshot(row)': structureKeys,
    'd.before': structureKeys,
    'd.after': structureKeys,
  },
  'modules/systems/service.ts': {
    'snapshot(row)': systemKeys,
    'Object.fromEntries(changed.map((k) => [k, before[k]]))': systemKeys,
    'Object.fromEntries(changed.map((k) => [k, next[k]]))': systemKeys,
  },
  // quoteAuditSides' type parameter and the figures it is given (numbers, or SQL computing them): values, no keys
  'lib/quotes.ts': {
    V: [],
    'QuoteAuditSide<V>': [],
    'sql`sys.quotes_assigned - ${n}`': [],
    'sql`sys.quotes_assigned`': [],
    'sql`q.quantity - ${n}`': [],
    'sql`q.quantity`': [],
    assignedBefore: [],
    assigned: [],
    'current.get(uid) ?? 0': [],
    'next.get(uid) ?? 0': [],
  },
  'modules/systems/cancel.ts': { '(r.quotesAssigned ? { quotesAssigned: r.quotesAssigned } : {})': ['quotesAssigned'] },
  'modules/totocalcio/service.ts': { stored: ['formula', 'concession', 'events'] },
  'modules/results/service.ts': {
    'cur ? snapshot(cur) : null': resultKeys,
    'snapshot(row)': resultKeys,
    'snapshot(cur)': resultKeys,
  },
};

/** Keys of values nested one level down that the presenter labels (a change request's fields, a graphic's design). */
const NESTED = [...Object.keys(ricevitoreEditableShape), ...Object.keys(graphicDesignResponse.shape)];

/** The text of the balanced `{…}` starting at `i`. */
function braces(text: string, i: number): string {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return text.slice(i, j + 1);
  }
  return text.slice(i);
}

/** The top-level keys of an object literal's text, and its spreads' expressions. */
function literalKeys(obj: string): { keys: string[]; spreads: string[] } {
  const keys: string[] = [];
  const spreads: string[] = [];
  let depth = 0;
  let part = '';
  const flush = () => {
    const p = part.trim();
    part = '';
    if (!p) return;
    if (p.startsWith('...')) spreads.push(p.slice(3).trim());
    else {
      const m = /^['"]?(\w+)['"]?\s*(:|$)/.exec(p);
      if (m) keys.push(m[1]);
    }
  };
  for (const ch of obj.slice(1, -1)) {
    if ('{[('.includes(ch)) depth++;
    if ('}])'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) flush();
    else part += ch;
  }
  flush();
  return { keys, spreads };
}

/** The value's text after `before:` / `after:` up to the next top-level `,` or closing bracket. */
function valueText(text: string, i: number): string {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const ch = text[j];
    if ('{[('.includes(ch)) depth++;
    else if ('}])'.includes(ch)) {
      if (depth === 0) return text.slice(i, j).trim();
      depth--;
    } else if ((ch === ',' || ch === ';' || ch === '\n') && depth === 0) return text.slice(i, j).trim();
  }
  return text.slice(i).trim();
}

interface Found {
  keys: Map<string, string>;
  unresolved: string[];
}

function walk(): Found {
  const keys = new Map<string, string>();
  const unresolved: string[] = [];
  const add = (k: string, file: string) => {
    if (!keys.has(k)) keys.set(k, file);
  };
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/\baudit(Many)?\(|insert\(auditLog\)|insert into audit_log/.test(text)) continue;
    const rel = path.relative(SRC, file).split(path.sep).join('/');
    const resolved = RESOLVED[rel] ?? {};
    const resolve = (expr: string) => {
      if (expr in resolved) for (const k of resolved[expr]) add(k, rel);
      else unresolved.push(`${rel}: ${expr}`);
    };
    for (const m of text.matchAll(/\b(before|after)\??:\s*/g)) {
      const at = m.index + m[0].length;
      const value = valueText(text, at);
      // types (`before?: unknown`, `after: Record<string, unknown>`) are not values
      if (/^(unknown|Record<|string\b|Array<|number\b)/.test(value)) continue;
      if (value.startsWith('{')) {
        const lit = literalKeys(braces(text, at));
        for (const k of lit.keys) add(k, rel);
        for (const s of lit.spreads) resolve(s);
      } else resolve(value);
    }
    // shorthand `{ …, before, after }` naming a `const before = {…}` of the same file
    if (/\baudit\([^)]*\{[^}]*\bbefore, after\b/.test(text)) {
      for (const m of text.matchAll(/const (before|after) = \{/g))
        for (const k of literalKeys(braces(text, m.index + m[0].length - 1)).keys) add(k, rel);
    }
    for (const m of text.matchAll(/jsonb_build_object\('(\w+)'/g)) add(m[1], rel);
    for (const m of text.matchAll(/jsonb_build_object\([^;]*?'(\w+)',/g)) add(m[1], rel);
  }
  return { keys, unresolved };
}

describe('audit keys have words', () => {
  const found = walk();

  it('the walk finds the keys of literals, of SQL and of resolved snapshots', () => {
    for (const k of [
      'reason',
      'attemptNumber',
      'quotesAssigned',
      'assignments',
      'seq',
      'failed',
      'alreadyPresent',
      'systemsCancelled',
      'denomination',
      'design',
      'changeRequestId',
      'invite',
    ])
      expect(found.keys.has(k), k).toBe(true);
  });

  it('every value written into an entry is a literal or resolved here', () => {
    expect(found.unresolved, 'resolve these expressions in RESOLVED (audit-keys.test.ts)').toEqual([]);
  });

  it('every key the server writes has an Italian label in the catalogue', () => {
    const missing = [...found.keys].filter(([k]) => !AUDIT_FIELD_LABELS[k]).map(([k, f]) => `${k} (${f})`);
    expect(missing, 'add these keys to AUDIT_FIELD_LABELS in packages/domain/src/messages-audit-fields.ts').toEqual([]);
  });

  it('every nested key the presenter shows has a label too', () => {
    expect(NESTED.filter((k) => !AUDIT_FIELD_LABELS[k])).toEqual([]);
    // and the fallback never shows a camelCase key as it is
    expect(auditFieldLabel('quotesAssigned')).not.toMatch(/quotes|assigned/i);
  });
});
