import type { GameSlug } from '../../games';
import { EUROJACKPOT_CODES } from './categories';
import type { Draw } from './types';

/**
 * The category one play wins, from its hits: SuperEnalotto by the numbers matched, the Jolly (5+1) and whether its
 * SuperStar is the one drawn (Stella categories, in place of the plain one); SiVinceTutto by the numbers matched of
 * the six drawn; EuroJackpot by numbers + Euronumeri matched. null when it wins nothing.
 */
export function superenalottoCategory(hits: number, jollyHit: boolean, starHit: boolean): string | null {
  const score = hits === 5 && jollyHit ? '5+1' : String(hits);
  if (starHit) return `${score}S`;
  return hits >= 2 ? score : null;
}

export function sivincetuttoCategory(hits: number): string | null {
  return hits >= 2 ? String(hits) : null;
}

const EJ = new Set<string>(EUROJACKPOT_CODES);
export function eurojackpotCategory(hits: number, euroHits: number): string | null {
  const code = `${hits}+${euroHits}`;
  return EJ.has(code) ? code : null;
}

/** The category of one combination (and, SuperEnalotto, its SuperStar or null) against a draw. */
export function playCategory(
  game: GameSlug,
  combination: readonly number[],
  draw: Draw,
  star: number | null,
  euro: readonly number[] = [],
): string | null {
  const drawn = new Set(draw.numbers);
  const hits = combination.filter((n) => drawn.has(n)).length;
  switch (game) {
    case 'superenalotto': {
      const jollyHit = draw.jolly != null && combination.includes(draw.jolly);
      const starHit = star !== null && draw.superstar != null && star === draw.superstar;
      return superenalottoCategory(hits, jollyHit, starHit);
    }
    case 'sivincetutto':
      return sivincetuttoCategory(hits);
    case 'eurojackpot': {
      const drawnEuro = new Set(draw.euronumbers ?? []);
      return eurojackpotCategory(hits, euro.filter((e) => drawnEuro.has(e)).length);
    }
    case 'totocalcio':
      return null;
  }
}
