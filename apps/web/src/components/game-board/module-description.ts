import type { AutomaticConstraints, KnownModule, ModuleConstraints } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-module-description';
import { AUTOMATIC_OPTION_LABELS, MODULE_TYPE_LABELS } from '@bacheca/domain/messages-board-labels';

/** "Integrale: numerosità 10, SuperStar 1 (singola)". */
export function describeModule(m: KnownModule): string {
  const parts: string[] = [];
  switch (m.type) {
    case 'INTEGRALE':
      parts.push(format(T.MODULE_NUMEROSITY, { n: m.numerosity }));
      break;
    case 'BASI_VARIANTI':
      parts.push(format(T.MODULE_BASE, { n: m.base }), format(T.MODULE_VARIANTS, { n: m.varianti }));
      break;
    case 'RIDOTTO':
      parts.push(format(T.MODULE_NUMEROSITY, { n: m.numerosity }), format(T.MODULE_GUARANTEE, { n: m.garanzia }));
      break;
    case 'CRUCIVERBA':
      parts.push(format(T.MODULE_DIMENSION, { n: m.dimension }));
      break;
    case 'EUROJACKPOT':
      parts.push(format(T.MODULE_NUMBERS, { n: m.numerosity }), format(T.MODULE_EURONUMBERS, { n: m.euronumbers }));
      break;
  }
  if (m.type !== 'EUROJACKPOT' && (m.superstar ?? 0) > 0)
    parts.push(format(m.singleStar ? T.MODULE_SUPERSTAR_SINGLE : T.MODULE_SUPERSTAR, { n: m.superstar ?? 0 }));
  return format(T.MODULE_SUMMARY, { type: MODULE_TYPE_LABELS[m.type], parts: parts.join(', ') });
}

/** "Solo pari, Finali 3, 7, Decine 1–10" or "Nessuno". */
export function describeAutomatic(a: AutomaticConstraints | undefined): string {
  if (!a) return T.MODULE_NO_CONSTRAINT;
  const parts: string[] = [];
  for (const key of ['onlyEven', 'onlyOdd', 'firstHalf', 'secondHalf', 'twins', 'convertible'] as const)
    if (a[key]) parts.push(AUTOMATIC_OPTION_LABELS[key]);
  if (a.finals?.length)
    parts.push(format(T.MODULE_OPTION_VALUES, { option: AUTOMATIC_OPTION_LABELS.finals, values: a.finals.join(', ') }));
  if (a.tens?.length)
    parts.push(
      format(T.MODULE_OPTION_VALUES, {
        option: AUTOMATIC_OPTION_LABELS.tens,
        values: a.tens.map((t) => `${(t - 1) * 10 + 1}–${t * 10}`).join(', '),
      }),
    );
  return parts.length ? parts.join(', ') : T.MODULE_NO_CONSTRAINT;
}

const list = (xs: readonly number[] | undefined) => (xs && xs.length ? xs.join(', ') : T.MODULE_NO_NUMBER);

/** The constraints of a module in words. */
export function describeConstraints(c: ModuleConstraints | undefined): {
  automatic: string;
  fixed: string;
  excluded: string;
  euroFixed: string;
  euroExcluded: string;
} {
  return {
    automatic: describeAutomatic(c?.automatic),
    fixed: list(c?.manual?.fixed),
    excluded: list(c?.manual?.excluded),
    euroFixed: list(c?.euronumbers?.fixed),
    euroExcluded: list(c?.euronumbers?.excluded),
  };
}
