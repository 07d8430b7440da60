import type { GameSlug } from '../../games';
import type { KnownModule } from '../schemas';
import { systemWinsClosedForm } from './closed-form';
import type { Draw, ModuleForWins, SystemForWins, TotocalcioSystemForWins, WinCounts } from './types';

/**
 * Exact winning combinations per category of one system on one draw. Accumulations and multisystems are the sum of
 * their modules; a SuperStar play on the drawn SuperStar counts in its Stella category instead of the plain one.
 * Closed forms (./closed-form); the brute force of ./brute-force is the reference the property tests compare with.
 */
export function systemWins(game: GameSlug, system: SystemForWins, draw: Draw): WinCounts {
  return systemWinsClosedForm(game, system, draw);
}

/** A stored module's numbers (systems.modules[i], the API's systemModuleNumbers). */
export interface StoredModuleNumbers {
  numbers: readonly number[];
  euronumbers?: readonly number[] | null;
  superstars?: readonly number[] | null;
  base?: readonly number[] | null;
  varianti?: readonly number[] | null;
  grid?: readonly (readonly number[])[] | null;
}

/**
 * Joins a structure's modules (their kind: type, garanzia, singleStar) with a system's stored numbers, module by
 * module, into what {@link systemWins} and `systemOdds` read. Totocalcio: pass `totocalcio` (systems.totocalcio).
 */
export function toSystemForWins(
  structureModules: readonly KnownModule[],
  stored: readonly StoredModuleNumbers[],
  totocalcio: TotocalcioSystemForWins | null = null,
): SystemForWins {
  const modules: ModuleForWins[] = structureModules.map((m, i) => {
    const s = stored[i] ?? { numbers: [] };
    return {
      type: m.type,
      numbers: s.numbers,
      base: s.base ?? null,
      varianti: s.varianti ?? null,
      grid: s.grid ?? null,
      euronumbers: s.euronumbers ?? null,
      superstars: s.superstars ?? null,
      garanzia: m.type === 'RIDOTTO' ? m.garanzia : null,
      singleStar: m.type !== 'EUROJACKPOT' && m.singleStar === true,
    };
  });
  return { modules, totocalcio };
}
