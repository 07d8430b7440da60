/**
 * Italian texts of the tag input (shared-features/tags/tag-input.tsx: structure and system forms). Only that
 * component imports them, so they travel in its chunk.
 */

export const HINT = 'Scrivere un tag e premere Invio';
