import { GAMES, type GameSlug } from '../games';
import { format } from '../messages';
import { categoryCodes } from '../engine/wins/categories';
import { PRIZE_AMOUNT_MAX_CENTS } from '../engine/wins/validate';
import { PRIZE_CSV_TEXTS } from './messages';

const EURO = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** An amount in euro as the bulletin writes it (`1.234,56`, `12,5`, `12`), in integer cents; null when not one. */
export function parseEuroAmount(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '');
  const m = EURO.exec(t);
  if (!m) return null;
  const cents = Number(m[1].replace(/\./g, '')) * 100 + (m[2] ? Number(m[2].padEnd(2, '0')) : 0);
  return Number.isSafeInteger(cents) && cents <= PRIZE_AMOUNT_MAX_CENTS ? cents : null;
}

export interface PrizeCsvResult {
  /** The amounts read, in the bulletin's order of the game's categories. */
  prizes: { category: string; amountCents: number }[];
  /** One Italian message per wrong line, and one for the categories without an amount. */
  errors: string[];
}

/**
 * The prize table from a CSV: one line per category, `category;amount` with euro and cents
 * (`5+1;1.234,56`); a first line naming the columns (`categoria;importo`) and empty lines are skipped. Every
 * category of the game needs its amount; a wrong line, an unknown or repeated category is said with its line number.
 */
export function parsePrizeCsv(game: GameSlug, csv: string): PrizeCsvResult {
  const codes = categoryCodes(game);
  const found = new Map<string, number>();
  const errors: string[] = [];
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  let seen = 0;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.trim();
    if (!text) return;
    const cells = text.split(';').map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (seen === 0 && /^categoria$/i.test(cells[0] ?? '')) return;
    seen += 1;
    if (cells.length !== 2 || !cells[0] || !cells[1]) {
      errors.push(format(PRIZE_CSV_TEXTS.LINE, { line }));
      return;
    }
    const [category, value] = cells;
    if (!codes.includes(category)) {
      errors.push(format(PRIZE_CSV_TEXTS.CATEGORY, { line, category, game: GAMES[game].label }));
      return;
    }
    if (found.has(category)) {
      errors.push(format(PRIZE_CSV_TEXTS.REPEATED, { line, category }));
      return;
    }
    const cents = parseEuroAmount(value);
    if (cents === null) {
      errors.push(format(PRIZE_CSV_TEXTS.AMOUNT, { line, value }));
      return;
    }
    found.set(category, cents);
  });
  if (seen === 0) return { prizes: [], errors: [PRIZE_CSV_TEXTS.EMPTY] };
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length > 0)
    errors.push(format(PRIZE_CSV_TEXTS.MISSING, { n: missing.length, categories: missing.join(', ') }));
  return {
    prizes: codes.filter((c) => found.has(c)).map((category) => ({ category, amountCents: found.get(category)! })),
    errors,
  };
}
