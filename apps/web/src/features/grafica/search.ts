import { GRAPHIC_SORT_FIELDS, GRAPHIC_TEMPLATES } from '@bacheca/domain/enums';
import { enumParam, idParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/grafica URL: text, structure and type filters, sort and page (absent = not filtered). */
export const graficaSearchSchema = searchSchema({
  q: textParam(200),
  structureId: idParam,
  type: enumParam(GRAPHIC_TEMPLATES),
  sort: sortParam(GRAPHIC_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type GraficaSearch = ParamOutput<typeof graficaSearchSchema>;
export const validateGraficaSearch = searchValidator(graficaSearchSchema);
export const GRAFICA_FILTER_KEYS = ['q', 'structureId', 'type'] as const;

/** The editor's URL: the structure to start from, and whether saving goes back to it (the stepper's "Crea grafica"). */
export const graficaEditorSearchSchema = searchSchema({
  structureId: idParam,
  from: enumParam(['structure'] as const),
});
export type GraficaEditorSearch = ParamOutput<typeof graficaEditorSearchSchema>;
export const validateGraficaEditorSearch = searchValidator(graficaEditorSearchSchema);
