/**
 * Import of systems from a CSV into a structure (decisions.md "Power tools"): one system per row, each row
 * checked by the rule of manual creation (lib/system-numbers checkSystemNumbers: the structure's modules and
 * constraints), duplicates within the file and against the structure's systems; nothing is written unless the user
 * confirms and every row is valid. The drafts are inserted in one transaction with the structure locked.
 *
 * Format of a row: the numbers separated by commas, semicolons, spaces or tabs; modules separated by `|`; within a
 * module the Euronumeri after `+` and the SuperStar after `*`. A BASI_VARIANTI module's bases are its first B numbers,
 * a CRUCIVERBA grid is filled row by row (as on the manual form). Empty lines and lines starting with `#` are skipped,
 * and so is a first line without any digit (a header).
 */
import { eq } from 'drizzle-orm';
import {
  ERRORS,
  errorMessage,
  format,
  gameConfig,
  isNumericalGame,
  type GameSlug,
  type StructureModule,
} from '@bacheca/domain';
import { IMPORT_ROW_MESSAGES } from '@bacheca/domain/messages-system-tools';
import { SYSTEM_TOOLS_LIMITS, type SystemsImportRow } from '@bacheca/domain/schemas/system-tools';
import type { Db, DbOrTx } from '../../db/client';
import { graphics, structures, systems } from '../../db/schema';
import { audit, auditMany, type AuditActor } from '../../lib/audit';
import { AppError, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import { findStructure, refreshStructure } from '../../lib/structures';
import { draftSystemValues, systemsWithNumbers } from './drafts';
import { checkSystemNumbers, numbersHash, type ModuleNumbers } from '../../lib/system-numbers';

const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

interface ParsedLine {
  line: number;
  modules: ModuleNumbers[] | null;
  /** Why the line could not be read. */
  error?: string;
}

/** Digits joined by another mark ("1.2.3", "1-2", "1/2"): a file written with a separator the format does not take. */
const WRONG_SEPARATOR = /^\d+(?:[^\d,;\s|+*]\d+)+$/;

/** The numbers of a list, or why it cannot be read (the message of the first unreadable value). */
const list = (text: string): { values: number[]; bad?: string } => {
  const tokens = text
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const values: number[] = [];
  for (const t of tokens) {
    if (/^\d{1,3}$/.test(t)) values.push(Number(t));
    else
      return {
        values,
        bad: format(WRONG_SEPARATOR.test(t) ? IMPORT_ROW_MESSAGES.SEPARATOR : IMPORT_ROW_MESSAGES.UNREADABLE, {
          value: t.slice(0, 20),
        }),
      };
  }
  return { values };
};

/**
 * U+FFFD is what a decoder leaves of bytes that are not UTF-8 and NUL what a UTF-16 file read as UTF-8 shows: the
 * file's encoding, said as such rather than as a number that is not one.
 */
const BAD_ENCODING = /[\uFFFD\u0000]/;

/** The rows of the CSV (1-based lines), skipping empty lines, comments and a header. */
export function parseSystemsCsv(csv: string): ParsedLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: ParsedLine[] = [];
  let first = true;
  lines.forEach((raw, i) => {
    const text = raw.trim().replace(/^"|"$/g, '');
    if (!text || text.startsWith('#')) return;
    const header = first && !/\d/.test(text);
    first = false;
    if (header) return;
    if (BAD_ENCODING.test(text))
      return void out.push({ line: i + 1, modules: null, error: IMPORT_ROW_MESSAGES.ENCODING });
    const modules: ModuleNumbers[] = [];
    for (const part of text.split('|')) {
      const [main, ...extras] = part.split(/([+*])/);
      const m = list(main);
      if (m.bad !== undefined) return void out.push({ line: i + 1, modules: null, error: m.bad });
      const mod: ModuleNumbers = { numbers: m.values };
      for (let j = 0; j < extras.length; j += 2) {
        const e = list(extras[j + 1] ?? '');
        if (e.bad !== undefined) return void out.push({ line: i + 1, modules: null, error: e.bad });
        if (extras[j] === '+') mod.euronumbers = [...(mod.euronumbers ?? []), ...e.values];
        else mod.superstars = [...(mod.superstars ?? []), ...e.values];
      }
      modules.push(mod);
    }
    out.push({ line: i + 1, modules });
  });
  return out;
}

/** The messages of a refused row's numbers, one per offending list, with the module named when there are several. */
function rowMessage(e: AppError, moduleCount: number): string {
  const parts = Object.entries(e.fields).map(([path, message]) => {
    const m = /^modules\.(\d+)\./.exec(path);
    return m && moduleCount > 1 ? format(IMPORT_ROW_MESSAGES.MODULE, { n: Number(m[1]) + 1, message }) : message;
  });
  return parts.length ? parts.join(' ') : e.message;
}

interface CheckedRow extends SystemsImportRow {
  stored?: ModuleNumbers[];
  hash?: string;
}

/** Every row checked against the structure and its systems (read in `db`: the transaction when confirming). */
async function checkRows(
  db: DbOrTx,
  game: GameSlug,
  s: typeof structures.$inferSelect,
  csv: string,
): Promise<CheckedRow[]> {
  if (csv.length > SYSTEM_TOOLS_LIMITS.importChars) {
    const params = { max: groupThousands(SYSTEM_TOOLS_LIMITS.importChars) };
    throw unprocessable('IMPORT_TOO_LARGE', { csv: errorMessage('IMPORT_TOO_LARGE', params) }, params);
  }
  const parsed = parseSystemsCsv(csv);
  if (!parsed.length) throw unprocessable('IMPORT_EMPTY', { csv: ERRORS.IMPORT_EMPTY });
  if (parsed.length > SYSTEM_TOOLS_LIMITS.importRows) {
    const params = { max: SYSTEM_TOOLS_LIMITS.importRows };
    throw unprocessable('IMPORT_TOO_MANY_ROWS', { csv: errorMessage('IMPORT_TOO_MANY_ROWS', params) }, params);
  }
  const modules = s.modules as StructureModule[];
  const rows: CheckedRow[] = parsed.map((p) => {
    if (!p.modules) return { line: p.line, numbers: [], ok: false, message: p.error };
    try {
      const stored = checkSystemNumbers(game, modules, p.modules);
      return { line: p.line, numbers: p.modules, ok: true, stored, hash: numbersHash(stored) };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { line: p.line, numbers: p.modules, ok: false, message: rowMessage(e, modules.length) };
    }
  });
  const existing = await systemsWithNumbers(
    db,
    s.id,
    rows.flatMap((r) => (r.hash ? [r.hash] : [])),
  );
  const firstLine = new Map<string, number>();
  for (const r of rows) {
    if (!r.hash) continue;
    const earlier = firstLine.get(r.hash);
    if (earlier !== undefined)
      Object.assign(r, { ok: false, message: format(IMPORT_ROW_MESSAGES.DUPLICATE_IN_FILE, { line: earlier }) });
    else if (existing.has(r.hash))
      Object.assign(r, {
        ok: false,
        message: format(IMPORT_ROW_MESSAGES.DUPLICATE_EXISTING, { id: existing.get(r.hash)! }),
      });
    if (earlier === undefined) firstLine.set(r.hash, r.line);
  }
  return rows;
}

const answer = (rows: CheckedRow[]): SystemsImportRow[] =>
  rows.map((r) =>
    r.ok
      ? { line: r.line, numbers: r.numbers, ok: true }
      : { line: r.line, numbers: r.numbers, ok: false, message: r.message },
  );

/**
 * The preview (`{ rows }`, nothing written) or, with `confirm` and every row valid, the drafts (`{ systemIds }`),
 * audited once on the structure (`systems_import`, the ids) and once per system (`import_system`).
 */
export async function importSystems(
  db: Db,
  game: GameSlug,
  structureId: number,
  input: { csv: string; confirm: boolean },
  who: AuditActor,
): Promise<{ rows: SystemsImportRow[] } | { systemIds: number[] }> {
  if (!isNumericalGame(game)) throw unprocessable('ANALYSIS_NOT_NUMERICAL');
  void gameConfig(game);
  const live = async (tx: DbOrTx, lock: boolean) => {
    const s = await findStructure(tx, game, structureId, lock);
    if (!s || s.status === 'CANCELLATA')
      throw notFound('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
    return s;
  };
  if (!input.confirm) return { rows: answer(await checkRows(db, game, await live(db, false), input.csv)) };
  try {
    return await db.transaction(async (tx) => {
      const s = await live(tx, true);
      const rows = await checkRows(tx, game, s, input.csv);
      if (rows.some((r) => !r.ok)) return { rows: answer(rows) };
      const [graphic] =
        s.graphicId == null
          ? []
          : await tx.select({ name: graphics.name }).from(graphics).where(eq(graphics.id, s.graphicId));
      const values = rows.map((r, i) =>
        draftSystemValues(
          game,
          s,
          r.stored!,
          s.systemsSeq + i + 1,
          { tags: s.tags, graphicName: graphic?.name ?? null },
          who,
        ),
      );
      const ids: number[] = [];
      for (let i = 0; i < values.length; i += 500) {
        const inserted = await tx
          .insert(systems)
          .values(values.slice(i, i + 500))
          .returning({ id: systems.id });
        ids.push(...inserted.map((r) => r.id));
      }
      await tx
        .update(structures)
        .set({ systemsSeq: s.systemsSeq + values.length })
        .where(eq(structures.id, s.id));
      await refreshStructure(tx, s.id);
      await audit(tx, who, {
        action: 'systems_import',
        entityType: 'structure',
        entityId: s.id,
        after: { count: ids.length, systemIds: ids },
      });
      await auditMany(
        tx,
        who,
        ids.map((id, i) => ({
          action: 'import_system',
          entityType: 'system',
          entityId: String(id),
          after: { name: values[i].name, structureId: s.id, line: rows[i].line },
        })),
      );
      return { systemIds: ids };
    });
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict('SYSTEM_DUPLICATE', { csv: ERRORS.SYSTEM_DUPLICATE });
    throw e;
  }
}
