import type { GameSlug } from '../../games';
import type { TotocalcioFormula } from '../config';

/**
 * Prize categories per game (decisions.md "Draw results and wins"), in the order of the official bulletin.
 * Sources and what could not be confirmed: docs/decisions.md "Draw results and wins: categories and rules".
 */

/** One prize category: its code (the API's `category`), Italian label, SuperStar flag and Totocalcio formula. */
export interface PrizeCategory {
  readonly code: string;
  readonly label: string;
  /** A SuperStar ("Stella") category of SuperEnalotto: won by a combination played with the drawn SuperStar. */
  readonly superstar: boolean;
  /** Totocalcio: the formula whose columns win it. */
  readonly formula?: TotocalcioFormula;
}

const plain = (code: string, label: string): PrizeCategory => ({ code, label, superstar: false });
const stella = (code: string, label: string): PrizeCategory => ({ code, label, superstar: true });

/** SuperEnalotto: punti 6, 5+1 (five and the Jolly), 5, 4, 3, 2 [R]. */
const SUPERENALOTTO_BASE: readonly PrizeCategory[] = [
  plain('6', 'Punti 6'),
  plain('5+1', 'Punti 5+1'),
  plain('5', 'Punti 5'),
  plain('4', 'Punti 4'),
  plain('3', 'Punti 3'),
  plain('2', 'Punti 2'),
];

/**
 * SuperStar's "premi a punteggio" [R]: 6 Stella … 0 Stella, won by a play whose SuperStar is the one drawn, in place of
 * the plain category of its score (decisions: the amount of a Stella category is the whole amount that play is paid).
 */
const SUPERENALOTTO_STELLA: readonly PrizeCategory[] = [
  stella('6S', '6 Stella'),
  stella('5+1S', '5+1 Stella'),
  stella('5S', '5 Stella'),
  stella('4S', '4 Stella'),
  stella('3S', '3 Stella'),
  stella('2S', '2 Stella'),
  stella('1S', '1 Stella'),
  stella('0S', '0 Stella'),
];

/** SiVinceTutto: punti 6, 5, 4, 3, 2 of the six drawn within the twelve numbers played [R]. */
const SIVINCETUTTO: readonly PrizeCategory[] = ['6', '5', '4', '3', '2'].map((c) => plain(c, `Punti ${c}`));

/** EuroJackpot: the 12 tiers, numbers + Euronumeri, in the bulletin's order (decisions.md) [R]. */
export const EUROJACKPOT_CODES = [
  '5+2',
  '5+1',
  '5+0',
  '4+2',
  '4+1',
  '4+0',
  '3+2',
  '2+2',
  '3+1',
  '3+0',
  '1+2',
  '2+1',
] as const;
const EUROJACKPOT: readonly PrizeCategory[] = EUROJACKPOT_CODES.map((c) => {
  const [n, e] = c.split('+');
  return plain(c, `${n} + ${e} ${e === '1' ? 'Euronumero' : 'Euronumeri'}`);
});

/**
 * Totocalcio (since January 2022): one category per formula [R]; when one mandatory event is void the formula's
 * category is paid to the columns with every other prediction right (10 of 11, 12 of 13).
 */
const TOTOCALCIO: readonly PrizeCategory[] = [
  { code: '13', label: '13 (Formula 13)', superstar: false, formula: 13 },
  { code: '11', label: '11 (Formula 11)', superstar: false, formula: 11 },
];

const CATEGORIES: Readonly<Record<GameSlug, readonly PrizeCategory[]>> = {
  superenalotto: [...SUPERENALOTTO_BASE, ...SUPERENALOTTO_STELLA],
  sivincetutto: SIVINCETUTTO,
  eurojackpot: EUROJACKPOT,
  totocalcio: TOTOCALCIO,
};

/** The prize categories of a game in the bulletin's order (what `GET …/prize-categories` lists). */
export function prizeCategories(game: GameSlug): readonly PrizeCategory[] {
  return CATEGORIES[game];
}

/** The category codes of a game (Totocalcio: of one formula when given). */
export function categoryCodes(game: GameSlug, formula?: TotocalcioFormula): string[] {
  return CATEGORIES[game]
    .filter((c) => formula === undefined || c.formula === undefined || c.formula === formula)
    .map((c) => c.code);
}
