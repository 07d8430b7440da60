/**
 * Italian texts of a game's dashboard page (/{game}): a lazily loaded route that imports them by path; the figures'
 * own words are with shared-features/dashboard.
 */
export const DASHBOARD_TEXTS = {
  SUBTITLE: 'Concorsi in vendita, sistemi, pubblicazioni e strutture più vendute.',
} as const;
