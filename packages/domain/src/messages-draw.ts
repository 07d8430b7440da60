/**
 * A draw in words, "7 15 22 38 61 84 · Jolly 40 · SuperStar 12" (the parts separated by " · "): the results pages and
 * the dashboards, through apps/web/src/components/draw-text.ts, the one importer.
 */
export const DRAW_JOLLY = 'Jolly {n}';
export const DRAW_SUPERSTAR = 'SuperStar {n}';
export const DRAW_EURONUMBERS = 'Euronumeri {numbers}';
