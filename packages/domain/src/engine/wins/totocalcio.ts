import { TOTOCALCIO_CONFIG } from '../config';
import type { Draw, TotocalcioSystemForWins } from './types';

/**
 * The outcome that decides each event of a Totocalcio system, the regulation's void rules applied (docs/decisions.md
 * "Draw results and wins: categories and rules"):
 * - a void optional event takes, progressively, the valid results of the contest's events in schedule order (the
 *   first void optional event the first valid result, the second the second, …);
 * - one void mandatory event: every sign counts there (the formula is paid with the other predictions right);
 * - two or more void mandatory events, or fewer valid optional events than the formula needs: the formula is
 *   cancelled for the system (null: no win; the refund is outside this engine).
 * Returns event number → the sign that wins there, or 'any'.
 */
export function totocalcioOutcomes(system: TotocalcioSystemForWins, draw: Draw): Map<number, string> | null {
  const signs = [...(draw.signs ?? [])].sort((a, b) => a.eventNumber - b.eventNumber);
  const byEvent = new Map(signs.map((s) => [s.eventNumber, s.sign]));
  const mandatory = new Set(system.events.filter((e) => e.mandatory).map((e) => e.eventNumber));
  const voidMandatory = [...mandatory].filter((n) => byEvent.get(n) === 'annullata').length;
  if (voidMandatory >= 2) return null;
  const validOptional = signs.filter((s) => !mandatory.has(s.eventNumber) && s.sign !== 'annullata').length;
  if (validOptional < TOTOCALCIO_CONFIG.formulas[system.formula].optionalEvents) return null;
  const valid = signs.filter((s) => s.sign !== 'annullata').map((s) => s.sign);
  const out = new Map<number, string>();
  let substitute = 0;
  for (const s of signs) {
    if (s.sign !== 'annullata') out.set(s.eventNumber, s.sign);
    else if (mandatory.has(s.eventNumber)) out.set(s.eventNumber, 'any');
    else out.set(s.eventNumber, valid[substitute++ % Math.max(valid.length, 1)] ?? 'any');
  }
  return out;
}
