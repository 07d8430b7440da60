/** A new graphic's starting name, after its structure (apps/web/src/features/grafica/editor-model.ts, the one importer). */
export const GRAPHIC_NAME_OF_STRUCTURE = 'Grafica {name}';
