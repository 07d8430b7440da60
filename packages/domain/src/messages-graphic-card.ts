/**
 * Italian texts of the "Grafica" card of the system and structure details and of the graphics pages
 * (shared-features/graphics/graphic-preview-card.tsx). Only that component imports them, so they travel in its chunk.
 */

export const TITLE = 'Grafica';
export const NONE = 'Nessuna grafica associata alla struttura.';
export const PREVIEW = 'Anteprima della grafica';
export const OPEN = 'Apri la grafica';
