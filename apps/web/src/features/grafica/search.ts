import { GRAPHIC_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import { enumParam, idParam, listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/grafica URL: text, structure and type filters, sort and page (absent = not filtered). */
export const graficaSearchSchema = searchSchema(listSearchShape(GRAPHIC_LIST_PARAMS));
export type GraficaSearch = ParamOutput<typeof graficaSearchSchema>;
export const validateGraficaSearch = searchValidator(graficaSearchSchema);
export const GRAFICA_FILTER_KEYS = listFilterKeys(GRAPHIC_LIST_PARAMS);

/** The editor's URL: the structure to start from, and whether saving goes back to it (the stepper's "Crea grafica"). */
export const graficaEditorSearchSchema = searchSchema({
  structureId: idParam,
  from: enumParam(['structure'] as const),
});
export type GraficaEditorSearch = ParamOutput<typeof graficaEditorSearchSchema>;
export const validateGraficaEditorSearch = searchValidator(graficaEditorSearchSchema);
