/**
 * The browser's side of the CSV import of systems (decisions.md "Power tools, part C"): reading the file's
 * bytes as text, the example for a structure, and the CSV sent on confirmation with the refused rows left out (their
 * lines emptied, so every line keeps its number in the audit). The server checks every row; nothing here decides.
 */
import { generateSystems } from '@bacheca/domain/engine/generate';
import type { GameSlug, KnownModule, Structure } from '@bacheca/domain';

/**
 * The file's text: UTF-8 (with or without its BOM) or UTF-16 with its BOM (Excel's "testo Unicode"). Bytes that are
 * not UTF-8 become U+FFFD, which the server reports on the row as a wrong encoding.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

const LINES = /\r\n|\r|\n/;

/** The text of a 1-based line, as the file has it (the refused value shown beside the reason). */
export function lineTexts(csv: string): string[] {
  return csv.replace(/^\uFEFF/, '').split(LINES);
}

/** The CSV without the refused lines: they are emptied (the server skips empty lines), the others keep their number. */
export function withoutLines(csv: string, refused: ReadonlySet<number>): string {
  return lineTexts(csv)
    .map((text, i) => (refused.has(i + 1) ? '' : text))
    .join('\n');
}

/** One row of the format for a generated system: bases first, a grid row by row, `+` Euronumeri, `*` SuperStar. */
function formatRow(
  modules: KnownModule[],
  system: ReturnType<typeof generateSystems> & { ok: true },
  at: number,
): string {
  return system.result[at].modules
    .map((m, i) => {
      const main = m.base ? [...m.base, ...(m.varianti ?? [])] : m.grid ? m.grid.flat() : m.numbers;
      const def = modules[i];
      const stars = 'superstar' in def ? (def.superstar ?? 0) : 0;
      const euro = m.euronumbers?.length ? ` + ${m.euronumbers.join(' ')}` : '';
      const star = stars ? ` * ${Array.from({ length: stars }, (_, k) => k + 1).join(' ')}` : '';
      return `${main.join(' ')}${euro}${star}`;
    })
    .join(' | ');
}

/**
 * An example file for the structure: a comment line with the format, a header and two systems drawn by the engine
 * within the structure's constraints (null when the structure cannot generate any).
 */
export function exampleCsv(
  game: GameSlug,
  structure: Pick<Structure, 'structureType' | 'modules'>,
  help: string,
): string | null {
  const modules = structure.modules as Array<
    KnownModule & { constraints?: Structure['modules'][number]['constraints'] }
  >;
  const draw = (count: number) =>
    generateSystems(
      game,
      { structureType: structure.structureType, modules },
      modules.map((m) => m.constraints ?? {}),
      count,
      { seed: 27 },
    );
  let out = draw(2);
  if (!out.ok) out = draw(1);
  if (!out.ok) return null;
  return [`# ${help}`, 'numeri', ...out.result.map((_, i) => formatRow(modules, out, i))].join('\n') + '\n';
}
