import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_SERVICE } from '@bacheca/domain/messages';
import { DEFAULT_ENABLED_GAMES, isGameSlug } from '@bacheca/domain/games';
import type { PublicConfig } from '@bacheca/domain';
import { api } from './api-client';
import { DEFAULT_INACTIVITY_TIMEOUT_MS } from './session/inactivity';
import { DEFAULT_TOKEN_REFRESH_MS } from './session/token-refresh';

/** What the browser assumes until (or if never) GET /config answers. */
export const DEFAULT_CONFIG: PublicConfig = {
  enabledGames: DEFAULT_ENABLED_GAMES,
  captchaProvider: 'altcha',
  recaptchaSiteKey: null,
  boardUrl: '',
  boardSite: '',
  syndicateUrl: '',
  customerService: { ...CUSTOMER_SERVICE },
  tokenRefreshMs: DEFAULT_TOKEN_REFRESH_MS,
  inactivityTimeoutMs: DEFAULT_INACTIVITY_TIMEOUT_MS,
};

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/**
 * Fill what the server left out. The two timers come from the server so that browser tests can shorten them
 * without rebuilding; 25 000 / 1 800 000 ms otherwise (spec §9).
 */
export function normalizeConfig(raw: Partial<PublicConfig> | null | undefined): PublicConfig {
  const c = raw ?? {};
  return {
    enabledGames: Array.isArray(c.enabledGames) ? c.enabledGames.filter(isGameSlug) : DEFAULT_CONFIG.enabledGames,
    captchaProvider:
      c.captchaProvider === 'altcha' || c.captchaProvider === 'recaptcha' || c.captchaProvider === 'off'
        ? c.captchaProvider
        : DEFAULT_CONFIG.captchaProvider,
    recaptchaSiteKey: c.recaptchaSiteKey ?? null,
    boardUrl: c.boardUrl ?? '',
    boardSite: c.boardSite ?? '',
    syndicateUrl: c.syndicateUrl ?? '',
    customerService: { ...DEFAULT_CONFIG.customerService, ...(c.customerService ?? {}) },
    tokenRefreshMs: positiveInt(c.tokenRefreshMs, DEFAULT_TOKEN_REFRESH_MS),
    inactivityTimeoutMs: positiveInt(c.inactivityTimeoutMs, DEFAULT_INACTIVITY_TIMEOUT_MS),
  };
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  return normalizeConfig(await api.get<Partial<PublicConfig>>('/config', { skipSessionExpiry: true }));
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  retry: 1,
});

/** The public configuration, with the defaults while it loads or if it cannot be read. */
export function usePublicConfig(): { config: PublicConfig; isLoading: boolean } {
  const q = useQuery(configQueryOptions);
  return { config: q.data ?? DEFAULT_CONFIG, isLoading: q.isLoading };
}
