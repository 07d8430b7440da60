/**
 * The quote management dialog's own check, before the save (apps/web/src/shared-features/systems/quote-changes.ts, the
 * one importer); the other rules' words are messages.ts's ERRORS.
 */
export const QUOTE_IVR_ALREADY_ADDED =
  'Il codice IVR {code} è già tra le nuove preassegnazioni: modificarne la quantità.';
