/**
 * The outlet registry (anagrafiche): a CSV of outlet master data is previewed row by row (new, changed with the
 * field diff, unchanged, error with its Italian message and line) and applied all or nothing in one transaction.
 * The column set is ANAGRAFICA_COLUMNS in the domain package; the export writes the same format back.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  ANAGRAFICA_COLUMNS,
  ANAGRAFICA_MAX_ROWS,
  ERRORS,
  SUCCESS,
  ivrCodeField,
  ricevitoreEditableShape,
  usernameField,
  zoneOf,
  NEW_OUTLET_REQUIRED_FIELDS,
  type AnagraficaField,
  type ImportCounts,
  type ImportPreviewResponse,
  type ImportRowResult,
} from '@bacheca/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { AppError, unprocessable } from '../../lib/errors';
import { unusablePasswordHash, type UserRow } from '../../lib/accounts';
import { normalizeHeader, parseCsv, unprotect } from './csv';
import { format } from '@bacheca/domain/messages';
import { ANAGRAFICHE_IMPORT_TEXTS as T } from '@bacheca/domain/messages-anagrafiche-import';

type Value = string | boolean | null;
type Column = (typeof ANAGRAFICA_COLUMNS)[number];

const BY_HEADER = new Map<string, Column>();
for (const c of ANAGRAFICA_COLUMNS) {
  BY_HEADER.set(normalizeHeader(c.header), c);
  BY_HEADER.set(normalizeHeader(c.field), c);
}

const YES = new Set(['si', 'sì', 's', 'yes', 'y', 'true', 'vero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0', '']);
const TEXT_LIMITS: Partial<Record<AnagraficaField, number>> = { rice: 30, term: 10 };

const headerOf = (field: AnagraficaField) => ANAGRAFICA_COLUMNS.find((c) => c.field === field)!.header;

/** Parse one cell into the stored value, or the catalogue's message. */
function parseCell(col: Column, raw: string): { value: Value } | { error: string } {
  const text = unprotect(raw.trim());
  if (col.kind === 'flag') {
    const v = text.toLowerCase();
    if (YES.has(v)) return { value: true };
    if (NO.has(v)) return { value: false };
    return { error: T.FLAG_INVALID };
  }
  const field = col.field;
  if (field === 'username' && text === '') return { value: null }; // the default r<IVR code> for new outlets
  // a row without a code: a registry row has no role to choose, so not the form's "…per il ruolo selezionato"
  if (field === 'ivrCode' && text === '') return { error: ERRORS.QUOTE_IVR_REQUIRED };
  if (field === 'ivrCode' || field === 'username') {
    const r = (field === 'ivrCode' ? ivrCodeField : usernameField).safeParse(text);
    return r.success ? { value: r.data } : { error: r.error.issues[0].message };
  }
  if (field === 'zone') {
    if (text === '') return { value: null };
    const zone = zoneOf(text);
    return zone ? { value: zone } : { error: ERRORS.ZONE_INVALID };
  }
  if (field in ricevitoreEditableShape) {
    const schema = ricevitoreEditableShape[field as keyof typeof ricevitoreEditableShape] as z.ZodType;
    let input: unknown = text;
    if (field === 'concession' || field === 'gender') input = text === '' ? null : text.toUpperCase();
    const r = schema.safeParse(input);
    return r.success ? { value: (r.data ?? null) as Value } : { error: r.error.issues[0].message };
  }
  const max = TEXT_LIMITS[field] ?? 100;
  if (text.length > max) return { error: `Al massimo ${max} caratteri` };
  return { value: text === '' ? null : text };
}

interface Plan {
  inserts: Array<{ line: number; values: Record<string, Value> }>;
  updates: Array<{ line: number; cur: UserRow; set: Record<string, Value>; before: Record<string, Value> }>;
}

interface Analysis extends ImportPreviewResponse {
  plan: Plan;
}

function countsOf(rows: ImportRowResult[]): ImportCounts {
  const c: ImportCounts = { total: rows.length, new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const r of rows) c[r.status]++;
  return c;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The changed rows in a few statements: rows changing the same columns go together in
 * `update users set … from (values …) v where users.id = v.id`, a thousand at a time.
 */
async function applyUpdates(tx: DbOrTx, updates: Plan['updates']) {
  const groups = new Map<string, Plan['updates']>();
  for (const u of updates) {
    const key = Object.keys(u.set).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  for (const [key, group] of groups) {
    const fields = key.split(',') as AnagraficaField[];
    const cols = fields.map((f) => ({
      f,
      name: users[f].name,
      type: ANAGRAFICA_COLUMNS.find((c) => c.field === f)!.kind === 'flag' ? sql.raw('boolean') : sql.raw('text'),
    }));
    for (const part of chunks(group, 1000)) {
      const values = sql.join(
        part.map(
          (u) =>
            sql`(${u.cur.id}::int, ${sql.join(
              cols.map((c) => sql`${u.set[c.f]}::${c.type}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const assignments = sql.join(
        cols.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
        sql`, `,
      );
      const names = sql.join(
        cols.map((c) => sql.identifier(c.name)),
        sql`, `,
      );
      await tx.execute(
        sql`update ${users} set ${assignments}, version = ${users.version} + 1, updated_at = now() from (values ${values}) as v(id, ${names}) where ${users.id} = v.id`,
      );
    }
  }
}

export class AnagraficheService {
  constructor(private readonly db: Db) {}

  /** Read the file and compare it with the database; nothing is written. */
  private async analyse(db: DbOrTx, csv: string, lock = false): Promise<Analysis> {
    const { records } = parseCsv(csv);
    if (records.length < 2) throw unprocessable('IMPORT_EMPTY', { csv: ERRORS.IMPORT_EMPTY });
    if (records.length - 1 > ANAGRAFICA_MAX_ROWS)
      throw unprocessable('IMPORT_TOO_MANY_ROWS', {}, { max: ANAGRAFICA_MAX_ROWS });
    const [header, ...data] = records;
    const columns: Array<Column> = [];
    for (const h of header.cells) {
      const col = BY_HEADER.get(normalizeHeader(h));
      const detail = !col
        ? format(T.COLUMN_UNKNOWN, { header: h.trim() })
        : columns.includes(col)
          ? format(T.COLUMN_REPEATED, { header: h.trim() })
          : null;
      if (detail) throw unprocessable('IMPORT_HEADER_INVALID', { csv: detail }, { detail });
      columns.push(col!);
    }
    if (!columns.some((c) => c.field === 'ivrCode')) {
      const detail = format(T.COLUMN_MISSING, { header: headerOf('ivrCode') });
      throw unprocessable('IMPORT_HEADER_INVALID', { csv: detail }, { detail });
    }

    // parse every row
    const parsed = data.map((rec) => {
      const values: Partial<Record<AnagraficaField, Value>> = {};
      const errors: ImportRowResult['errors'] = [];
      if (rec.cells.length > columns.length)
        errors.push({
          column: null,
          message: format(T.ROW_TOO_LONG, { cells: rec.cells.length, columns: columns.length }),
        });
      columns.forEach((col, i) => {
        const r = parseCell(col, rec.cells[i] ?? '');
        const refused = (rec.cells[i] ?? '').trim();
        if ('error' in r) errors.push({ column: col.header, message: r.error, ...(refused ? { value: refused } : {}) });
        else values[col.field] = r.value;
      });
      return { line: rec.line, values, errors };
    });

    // the outlets and usernames the file touches
    const codes = [...new Set(parsed.map((p) => p.values.ivrCode).filter((c): c is string => typeof c === 'string'))];
    const existing = new Map<string, UserRow>();
    for (const part of chunks(codes, 5000)) {
      const q = db.select().from(users).where(inArray(users.ivrCode, part));
      for (const u of lock ? await q.for('update') : await q) existing.set(u.ivrCode!, u);
    }
    const newUsernames = parsed
      .filter((p) => typeof p.values.ivrCode === 'string' && !existing.has(p.values.ivrCode))
      .map((p) => String(p.values.username ?? `r${p.values.ivrCode}`).toLowerCase());
    const takenUsernames = new Set<string>();
    for (const part of chunks([...new Set(newUsernames)], 5000)) {
      const rows = await db
        .select({ u: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, part));
      for (const r of rows) takenUsernames.add(r.u);
    }

    const seenCodes = new Map<string, number>();
    const seenUsernames = new Map<string, number>();
    const plan: Plan = { inserts: [], updates: [] };
    const rows: ImportRowResult[] = parsed.map(({ line, values, errors }) => {
      const ivrCode = typeof values.ivrCode === 'string' ? values.ivrCode : null;
      const result: ImportRowResult = { row: line, ivrCode, status: 'unchanged', changes: [], errors };
      if (ivrCode) {
        const first = seenCodes.get(ivrCode);
        if (first) errors.push({ column: headerOf('ivrCode'), message: format(T.IVR_CODE_REPEATED, { line: first }) });
        else seenCodes.set(ivrCode, line);
      }
      const cur = ivrCode ? existing.get(ivrCode) : undefined;
      if (cur && cur.role !== 'ricevitore')
        errors.push({ column: headerOf('ivrCode'), message: ERRORS.IVR_CODE_ASSIGNED });
      if (!cur && ivrCode) {
        // a new outlet: denomination needed, username free
        if (!values.denomination && !errors.some((e) => e.column === headerOf('denomination')))
          errors.push({ column: headerOf('denomination'), message: ERRORS.DENOMINATION_REQUIRED });
        const username = String(values.username ?? `r${ivrCode}`);
        const key = username.toLowerCase();
        if (takenUsernames.has(key)) errors.push({ column: headerOf('username'), message: ERRORS.USERNAME_EXISTS });
        else if (seenUsernames.has(key))
          errors.push({
            column: headerOf('username'),
            message: format(T.USERNAME_REPEATED, { line: seenUsernames.get(key)! }),
          });
        seenUsernames.set(key, line);
        for (const field of NEW_OUTLET_REQUIRED_FIELDS) {
          const header = headerOf(field);
          if (values[field] == null && !errors.some((e) => e.column === header))
            errors.push({ column: header, message: ERRORS.OUTLET_FIELD_REQUIRED });
        }
        if (!errors.length) {
          result.status = 'new';
          const inserted: Record<string, Value> = { ...values, username };
          plan.inserts.push({ line, values: inserted });
          result.changes = columns
            .filter((c) => c.field !== 'ivrCode' && inserted[c.field] != null)
            .map((c) => ({ field: c.field, label: c.header, from: null, to: inserted[c.field] }));
        }
      } else if (cur) {
        if (values.username != null && String(values.username).toLowerCase() !== cur.username.toLowerCase())
          errors.push({ column: headerOf('username'), message: T.USERNAME_NOT_EDITABLE });
        if (!errors.length) {
          const current: Record<string, unknown> = cur;
          const set: Record<string, Value> = {};
          const before: Record<string, Value> = {};
          for (const c of columns) {
            if (c.field === 'ivrCode' || c.field === 'username') continue;
            const to = values[c.field] ?? (c.kind === 'flag' ? false : null);
            const from = (current[c.field] ?? null) as Value;
            if (to !== from) {
              set[c.field] = to;
              before[c.field] = from;
              result.changes.push({ field: c.field, label: c.header, from, to });
            }
          }
          if (result.changes.length) {
            result.status = 'changed';
            plan.updates.push({ line, cur, set, before });
          }
        }
      }
      if (errors.length) {
        result.status = 'error';
        result.changes = [];
      }
      return result;
    });
    return { columns: columns.map((c) => c.header), counts: countsOf(rows), rows, plan };
  }

  async preview(csv: string): Promise<ImportPreviewResponse> {
    const { plan: _plan, ...preview } = await this.analyse(this.db, csv);
    return preview;
  }

  /**
   * Apply the file in one transaction: any row in error refuses the whole file (422 IMPORT_INVALID, each row's
   * messages in `fields` by line) and nothing changes. New outlets get no usable password: staff set one
   * (ricevitori/{ivrCode}/password) or the outlet is invited.
   */
  async apply(csv: string, who: AuditActor): Promise<{ message: string; counts: ImportCounts }> {
    const placeholder = await unusablePasswordHash();
    const result = await this.db.transaction(async (tx) => {
      const a = await this.analyse(tx, csv, true);
      const bad = a.rows.filter((r) => r.status === 'error');
      if (bad.length) {
        const fields: Record<string, string> = {};
        for (const r of bad)
          fields[`riga ${r.row}`] = r.errors
            .map((e) => (e.column ? `${e.column}: ${e.message}` : e.message))
            .join('; ');
        throw new AppError('IMPORT_INVALID', 422, fields);
      }
      const auditRows: Array<typeof auditLog.$inferInsert> = [];
      const base = {
        actor: who.actor,
        onBehalfOf: who.onBehalfOf ?? null,
        ip: who.ip ?? null,
        entityType: 'ricevitore',
        outcome: 'ok',
      };
      for (const part of chunks(a.plan.inserts, 500)) {
        await tx.insert(users).values(
          part.map((p) => ({
            ...(p.values as Partial<typeof users.$inferInsert>),
            username: String(p.values.username),
            role: 'ricevitore',
            passwordHash: placeholder,
          })),
        );
        for (const p of part)
          auditRows.push({
            ...base,
            action: 'import_create',
            entityId: String(p.values.ivrCode),
            after: { ...p.values, line: p.line },
          });
      }
      await applyUpdates(tx, a.plan.updates);
      for (const u of a.plan.updates)
        auditRows.push({
          ...base,
          action: 'import_update',
          entityId: u.cur.ivrCode!,
          before: u.before,
          after: { ...u.set, line: u.line },
        });
      for (const part of chunks(auditRows, 1000)) await tx.insert(auditLog).values(part);
      await audit(tx, who, { action: 'import', entityType: 'anagrafiche', after: a.counts });
      return { message: SUCCESS.IMPORT_APPLIED, counts: a.counts };
    });
    // a large import shifts the planner's statistics; PGlite has no autovacuum to refresh them
    if (result.counts.new + result.counts.changed >= 1000) await this.db.execute(sql`vacuum analyze users`);
    return result;
  }
}
