/**
 * A module and its constraints in words: "Integrale: numerosità 10, SuperStar 1 (singola)", "Solo pari, Finali 3, 7"
 * (apps/web/src/components/game-board/module-description.ts, the one importer; one constant per text, which the
 * build writes where it is used).
 */

/** `{parts}`: the items below, separated by ", ". */
export const MODULE_SUMMARY = '{type}: {parts}';
export const MODULE_NUMEROSITY = 'numerosità {n}';
export const MODULE_BASE = 'basi {n}';
export const MODULE_VARIANTS = 'varianti {n}';
export const MODULE_GUARANTEE = 'garanzia {n}';
export const MODULE_DIMENSION = 'dimensione {n}×{n}';
export const MODULE_NUMBERS = 'numeri {n}';
export const MODULE_EURONUMBERS = 'Euronumeri {n}';
export const MODULE_SUPERSTAR = 'SuperStar {n}';
export const MODULE_SUPERSTAR_SINGLE = 'SuperStar {n} (singola)';
/** An automatic constraint with its values: "Finali 3, 7", "Decine 1–10". */
export const MODULE_OPTION_VALUES = '{option} {values}';
/** No automatic constraint. */
export const MODULE_NO_CONSTRAINT = 'Nessuno';
/** No fixed or excluded number. */
export const MODULE_NO_NUMBER = 'nessuno';
