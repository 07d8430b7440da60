/**
 * The numbers of a proposal: those the outlet chose, checked against the structure's modules and its constraints
 * (fixed numbers played, excluded ones not, the rest meeting the automatic options), or drawn by the engine under them.
 */
import {
  cryptoRandom, errorMessage, gameConfig, generateSystems, isNumericalGame, meetsAutomatic, validateConstraints,
  type GameSlug, type KnownModule, type StructureModule,
} from '@bacheca/domain';
import { AppError, unprocessable } from './errors';
import { checkSystemNumbers, drawSuperstars, fromGenerated, superstarCount, type ModuleNumbers } from './system-numbers';

const shapeOf = (modules: readonly StructureModule[]) => modules.map(({ constraints: _c, ...m }) => m);

export function proposalNumbers(game: GameSlug, modules: readonly StructureModule[], chosen: readonly ModuleNumbers[] | undefined): ModuleNumbers[] {
  if (!isNumericalGame(game)) throw unprocessable('SYSTEM_NUMBERS_INVALID');
  if (!chosen) {
    const out = generateSystems(game, { modules: shapeOf(modules) }, modules.map((m) => m.constraints ?? {}), 1);
    if (!out.ok) throw new AppError(out.code, 422, out.fields);
    const rng = cryptoRandom();
    return out.result[0].modules.map((m, i) => fromGenerated(m, superstarCount(modules[i]) > 0 ? drawSuperstars(rng, game, superstarCount(modules[i])) : null));
  }
  const stored = checkSystemNumbers(game, modules, chosen);
  const config = gameConfig(game);
  const fields: Record<string, string> = {};
  modules.forEach((m, i) => {
    const c = m.constraints ?? {};
    const check = validateConstraints(game, m as KnownModule, c, `constraints.${i}`);
    if (!check.ok) return;
    const { fixed } = check.plan;
    const played = new Set(stored[i].numbers);
    const missing = fixed.filter((n) => !played.has(n));
    const path = `numbers.${i}.numbers`;
    if (missing.length) {
      fields[path] = errorMessage('DETAIL_PROPOSAL_FIXED_MISSING', { value: missing.join(', ') });
      return;
    }
    const allowed = new Set([...fixed, ...check.plan.free]);
    const bad = stored[i].numbers.find((n) => !allowed.has(n) || (!fixed.includes(n) && !meetsAutomatic(n, config.numbers, c.automatic ?? {})));
    if (bad !== undefined) fields[path] = errorMessage('DETAIL_PROPOSAL_NUMBER_EXCLUDED', { value: bad });
  });
  if (Object.keys(fields).length) throw unprocessable('PROPOSAL_NUMBERS_CONSTRAINTS', fields);
  return stored;
}

