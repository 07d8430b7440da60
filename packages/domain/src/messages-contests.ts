/**
 * When a contest's sales close, with its draw after it: "Vendite fino al 12/11/2026, 19:30 · estrazione 12/11/2026"
 * (apps/web/src/shared-features/contests/contests-api.ts, the one importer).
 */
export const CONTEST_CLOSING = 'Vendite fino al {closesAt} · estrazione {drawDay}';
