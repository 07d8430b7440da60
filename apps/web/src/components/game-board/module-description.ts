import type { AutomaticConstraints, KnownModule, ModuleConstraints } from '@bacheca/domain';
import { AUTOMATIC_OPTION_LABELS, MODULE_TYPE_LABELS } from './labels';

/** "Integrale: numerosità 10, SuperStar 1 (singola)". */
export function describeModule(m: KnownModule): string {
  const parts: string[] = [];
  switch (m.type) {
    case 'INTEGRALE':
      parts.push(`numerosità ${m.numerosity}`);
      break;
    case 'BASI_VARIANTI':
      parts.push(`basi ${m.base}`, `varianti ${m.varianti}`);
      break;
    case 'RIDOTTO':
      parts.push(`numerosità ${m.numerosity}`, `garanzia ${m.garanzia}`);
      break;
    case 'CRUCIVERBA':
      parts.push(`dimensione ${m.dimension}×${m.dimension}`);
      break;
    case 'EUROJACKPOT':
      parts.push(`numeri ${m.numerosity}`, `Euronumeri ${m.euronumbers}`);
      break;
  }
  if (m.type !== 'EUROJACKPOT' && (m.superstar ?? 0) > 0)
    parts.push(`SuperStar ${m.superstar}${m.singleStar ? ' (singola)' : ''}`);
  return `${MODULE_TYPE_LABELS[m.type]}: ${parts.join(', ')}`;
}

/** "Solo pari, Finali 3, 7, Decine 1–10" or "Nessuno". */
export function describeAutomatic(a: AutomaticConstraints | undefined): string {
  if (!a) return 'Nessuno';
  const parts: string[] = [];
  for (const key of ['onlyEven', 'onlyOdd', 'firstHalf', 'secondHalf', 'twins', 'convertible'] as const)
    if (a[key]) parts.push(AUTOMATIC_OPTION_LABELS[key]);
  if (a.finals?.length) parts.push(`${AUTOMATIC_OPTION_LABELS.finals} ${a.finals.join(', ')}`);
  if (a.tens?.length)
    parts.push(`${AUTOMATIC_OPTION_LABELS.tens} ${a.tens.map((t) => `${(t - 1) * 10 + 1}–${t * 10}`).join(', ')}`);
  return parts.length ? parts.join(', ') : 'Nessuno';
}

const list = (xs: readonly number[] | undefined) => (xs && xs.length ? xs.join(', ') : 'nessuno');

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
