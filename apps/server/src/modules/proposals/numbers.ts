/**
 * The numbers of a proposal: those the outlet chose, checked against the structure's modules and its constraints
 * (checkSystemNumbers: fixed numbers played, excluded ones not, the rest meeting the automatic options), or drawn by
 * the engine under them.
 */
import { cryptoRandom, generateSystems, isNumericalGame, type GameSlug, type StructureModule } from '@bacheca/domain';
import { AppError, unprocessable } from '../../lib/errors';
import {
  checkSystemNumbers,
  drawSuperstars,
  fromGenerated,
  superstarCount,
  type ModuleNumbers,
} from '../../lib/system-numbers';

const shapeOf = (modules: readonly StructureModule[]) => modules.map(({ constraints: _c, ...m }) => m);

export function proposalNumbers(
  game: GameSlug,
  modules: readonly StructureModule[],
  chosen: readonly ModuleNumbers[] | undefined,
): ModuleNumbers[] {
  if (!isNumericalGame(game)) throw unprocessable('SYSTEM_NUMBERS_INVALID');
  if (!chosen) {
    const out = generateSystems(
      game,
      { modules: shapeOf(modules) },
      modules.map((m) => m.constraints ?? {}),
      1,
    );
    if (!out.ok) throw new AppError(out.code, 422, out.fields);
    const rng = cryptoRandom();
    return out.result[0].modules.map((m, i) =>
      fromGenerated(m, superstarCount(modules[i]) > 0 ? drawSuperstars(rng, game, superstarCount(modules[i])) : null),
    );
  }
  // the structure's modules and constraints, with the very rules a manual system is checked by
  return checkSystemNumbers(game, modules, chosen, 'numbers');
}
