/**
 * Italian texts of the "Grafica" card of the system and structure details and of the graphics pages
 * (shared-features/graphics/graphic-preview-card.tsx). Only that component imports them, so they travel in its chunk.
 */
export const GRAPHIC_CARD_TEXTS = {
  TITLE: 'Grafica',
  NONE: 'Nessuna grafica associata alla struttura.',
  PREVIEW: 'Anteprima della grafica',
  OPEN: 'Apri la grafica',
} as const;
