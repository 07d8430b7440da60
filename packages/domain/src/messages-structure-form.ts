/**
 * Italian words of the structure form (apps/web/src/features/strutture/form-model.ts, the one importer): the stepper's
 * steps, a duplicate's name, an empty count field. The schema's own errors are messages.ts's ERRORS.
 */
export const STRUCTURE_STEP_CREATION = 'Creazione';
export const STRUCTURE_STEP_STRUCTURE = 'Struttura e grafica';
export const STRUCTURE_STEP_CONSTRAINTS = 'Vincoli';
export const STRUCTURE_STEP_EURONUMBERS = 'Struttura Euronumeri';
/** A duplicate's starting name (cut to the name's length). */
export const STRUCTURE_COPY_NAME = 'Copia di {name}';
export const STRUCTURE_COUNT_REQUIRED = 'Campo obbligatorio: indicare un numero intero.';
