import { TOTOCALCIO_CONFIG } from '@bacheca/domain/engine/config';
import { format } from '@bacheca/domain/messages';
import * as TOTOCALCIO_TEXTS from '@bacheca/domain/messages-totocalcio';

export type Formula = 11 | 13;

export interface FormulaEvent {
  mandatory: boolean;
  signs: readonly string[];
}

/**
 * The events after a switch to `formula`: the played events get exactly the formula's number of mandatory
 * events, so a form valid on 13 is not left in error on 11. Going down, the last mandatory events become optional;
 * going up, the first played optional events become mandatory (as many as there are). Unplayed events (no signs)
 * are never made mandatory; a mandatory flag on them does not count and is left as it is. `notice` says what
 * changed, in the catalogue's words, or is null when nothing did.
 */
export function switchFormula<E extends FormulaEvent>(
  events: readonly E[],
  formula: Formula,
): { events: E[]; notice: string | null } {
  const required = TOTOCALCIO_CONFIG.formulas[formula].mandatoryEvents;
  const played = events.map((e, i) => ({ e, i })).filter(({ e }) => e.signs.length > 0);
  const mandatory = played.filter(({ e }) => e.mandatory).map(({ i }) => i);
  const next = [...events];
  let changed: number[] = [];
  let template: string = TOTOCALCIO_TEXTS.FORMULA_MANDATORY_RELEASED;
  if (mandatory.length > required) {
    changed = mandatory.slice(required);
    for (const i of changed) next[i] = { ...next[i], mandatory: false };
  } else if (mandatory.length < required) {
    changed = played
      .filter(({ e }) => !e.mandatory)
      .slice(0, required - mandatory.length)
      .map(({ i }) => i);
    for (const i of changed) next[i] = { ...next[i], mandatory: true };
    template = TOTOCALCIO_TEXTS.FORMULA_MANDATORY_ADDED;
  }
  if (!changed.length) return { events: next, notice: null };
  return {
    events: next,
    notice: format(template, { formula, required, events: changed.map((i) => i + 1).join(', ') }),
  };
}
