/**
 * The header's greeting by the hour in Rome (apps/web/src/lib/format.ts, its one importer). A file of its own, for the
 * reasons of messages-navigation.ts.
 */
export const GREETING_MORNING = 'Buongiorno';
export const GREETING_AFTERNOON = 'Buon pomeriggio';
export const GREETING_EVENING = 'Buonasera';
