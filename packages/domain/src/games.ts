/** The four games of the board. Numbers for the cost engine live in engine/config.ts. */
export const GAME_SLUGS = ['eurojackpot', 'superenalotto', 'sivincetutto', 'totocalcio'] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export const GAME_KEYS = ['EJ', 'SE', 'SVT', 'NTCL'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export interface Game {
  key: GameKey;
  slug: GameSlug;
  label: string;
  /** Admin-page code of the legacy board (spec §3). */
  adminPage: string;
}

export const GAMES: Record<GameSlug, Game> = {
  superenalotto: { key: 'SE', slug: 'superenalotto', label: 'SuperEnalotto', adminPage: 'adminse' },
  sivincetutto: { key: 'SVT', slug: 'sivincetutto', label: 'SiVinceTutto', adminPage: 'adminsvt' },
  eurojackpot: { key: 'EJ', slug: 'eurojackpot', label: 'EuroJackpot', adminPage: 'adminej' },
  totocalcio: { key: 'NTCL', slug: 'totocalcio', label: 'Totocalcio', adminPage: 'adminntcl' },
};

/** Numerical games with their own sidebar section, in sidebar order (decisions.md). */
export const NUMERICAL_GAME_SLUGS: GameSlug[] = ['superenalotto', 'sivincetutto', 'eurojackpot'];

export const DEFAULT_ENABLED_GAMES: GameSlug[] = ['superenalotto', 'totocalcio'];

export function isGameSlug(value: unknown): value is GameSlug {
  return typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value);
}

/** Spec §2: unknown slugs fall back to EuroJackpot. */
export function resolveGameSlug(value: unknown): GameSlug {
  return isGameSlug(value) ? value : 'eurojackpot';
}

export function gameByKey(key: GameKey): Game {
  return Object.values(GAMES).find((g) => g.key === key)!;
}
