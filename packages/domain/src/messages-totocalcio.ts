/**
 * Italian notices of the Totocalcio system form (/totocalcio/crea-sistema), part of the catalogue but kept out of
 * messages.ts, which every page (the login too) loads up front: only that page reads them.
 */

/** Notices of the Totocalcio system form (issue 24: switching formula keeps the form valid and says how). */
export const TOTOCALCIO_TEXTS = {
  FORMULA_MANDATORY_RELEASED: 'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora facoltativi: {events}.',
  FORMULA_MANDATORY_ADDED: 'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora obbligatori: {events}.',
} as const;
