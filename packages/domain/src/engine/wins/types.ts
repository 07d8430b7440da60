import type { TotocalcioSign } from '../../schemas/totocalcio-core';
import type { ModuleType, TotocalcioFormula } from '../config';

/** The outcome of one Totocalcio event in a result: its sign, or `annullata` for a void (postponed, cancelled) match. */
export type TotocalcioOutcome = TotocalcioSign | 'annullata';

/** One event of a Totocalcio result. */
export interface TotocalcioEventResult {
  eventNumber: number;
  sign: TotocalcioOutcome;
}

/**
 * A draw (the result of a contest without its prize table). SuperEnalotto: 6 numbers, `jolly`, `superstar`;
 * SiVinceTutto: 6 numbers; EuroJackpot: 5 numbers and 2 `euronumbers`; Totocalcio: no numbers, `signs` per event.
 */
export interface Draw {
  numbers: readonly number[];
  jolly?: number | null;
  superstar?: number | null;
  euronumbers?: readonly number[] | null;
  signs?: readonly TotocalcioEventResult[] | null;
}

/**
 * One module of a stored system, as the wins engine needs it: the structure module's kind and parameters
 * (type, garanzia for RIDOTTO, singleStar) joined with the system's stored numbers (systems.modules[i]).
 */
export interface ModuleForWins {
  type: ModuleType;
  /** Every number the module plays (sorted or not). */
  numbers: readonly number[];
  /** BASI_VARIANTI: the numbers in every combination. */
  base?: readonly number[] | null;
  /** BASI_VARIANTI: the numbers the other places are drawn from (default: `numbers` minus `base`). */
  varianti?: readonly number[] | null;
  /** CRUCIVERBA: the D×D grid row by row (rows, columns and both diagonals are each played as an integral). */
  grid?: readonly (readonly number[])[] | null;
  /** EUROJACKPOT: the Euronumeri played. */
  euronumbers?: readonly number[] | null;
  /** SuperEnalotto: the SuperStar numbers played (empty or absent = no SuperStar). */
  superstars?: readonly number[] | null;
  /** RIDOTTO: the structure's garanzia (the shipped design for (k, numbers.length, garanzia) is played). */
  garanzia?: number | null;
  /** The structure's singleStar: the one SuperStar rides on the module's first combination only (see firstCombination). */
  singleStar?: boolean | null;
}

/** A Totocalcio system as stored (systems.totocalcio): formula and the signs played per event. */
export interface TotocalcioSystemForWins {
  formula: TotocalcioFormula;
  events: readonly { eventNumber: number; mandatory: boolean; signs: readonly TotocalcioSign[] }[];
}

/**
 * A system as the wins and odds engines read it: its modules (numerical games; accumulations and multisystems are
 * the sum of their modules), or its Totocalcio play.
 */
export interface SystemForWins {
  modules: readonly ModuleForWins[];
  totocalcio?: TotocalcioSystemForWins | null;
}

/** Winning combinations (plays, columns) per category code: every category of the game, 0 included. */
export type WinCounts = Record<string, number>;

/**
 * What one list of plays wins over all draw patterns, per |S| = s (weighted counts, exact integers in doubles):
 * present[t][s] patterns with a play of t hits; sixth[s] Σ the distinct sixth numbers of the 5-hit plays;
 * sixthOne[s] the patterns whose 5-hit plays share one sixth number (then that number as Jolly makes no plain 5).
 */
export interface ListAggregate {
  present: number[][];
  sixth: number[];
  sixthOne: number[];
}
