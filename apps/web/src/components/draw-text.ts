import { format } from '@bacheca/domain/messages';
import * as TEXTS from '@bacheca/domain/messages-draw';

/** The fields of a draw result as the results and the dashboards carry them. */
export interface DrawFields {
  numbers: readonly number[];
  jolly: number | null;
  superstar: number | null;
  euronumbers: readonly number[] | null;
  signs: ReadonlyArray<{ eventNumber: number; sign: string }> | null;
}

/** "7 15 22 38 61 84 · Jolly 40 · SuperStar 12", or Totocalcio's "1: X · 2: 1 …" (the results page, the dashboards). */
export function drawText(r: DrawFields): string {
  if (r.signs) return r.signs.map((s) => `${s.eventNumber}: ${s.sign}`).join(' · ');
  const parts = [r.numbers.join(' ')];
  if (r.jolly != null) parts.push(format(TEXTS.DRAW_JOLLY, { n: r.jolly }));
  if (r.superstar != null) parts.push(format(TEXTS.DRAW_SUPERSTAR, { n: r.superstar }));
  if (r.euronumbers?.length) parts.push(format(TEXTS.DRAW_EURONUMBERS, { numbers: r.euronumbers.join(' ') }));
  return parts.join(' · ');
}
