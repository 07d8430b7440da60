import type { GameSlug } from '@bacheca/domain';

function absolute(url: string, origin: string): URL {
  return new URL(url, origin);
}

function defaultOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/**
 * The syndicate site with the user's JWT and the game (spec §2). The configured URL may carry `{token}` and
 * `{game}` placeholders; without them both are appended as query parameters.
 */
export function syndicateHref(template: string, token: string, game: GameSlug, origin = defaultOrigin()): string {
  if (!template) return '';
  if (template.includes('{token}') || template.includes('{game}')) {
    return template.replaceAll('{token}', encodeURIComponent(token)).replaceAll('{game}', encodeURIComponent(game));
  }
  const url = absolute(template, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('game', game);
  return url.toString();
}

/** The external board of systems: `boardUrl?token=<JWT>&site=<boardSite>` (spec §2). */
export function boardHref(boardUrl: string, token: string, site: string, origin = defaultOrigin()): string {
  if (!boardUrl) return '';
  const url = absolute(boardUrl, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('site', site);
  return url.toString();
}
