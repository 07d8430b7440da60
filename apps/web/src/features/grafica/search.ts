import { z } from 'zod';
import { GRAPHIC_SORT_FIELDS, GRAPHIC_TEMPLATES } from '@bacheca/domain';
import { enumParam, pageParam, pageSizeParam, searchValidator, sortParam, textParam } from '../../lib/list-search';

/** The /{game}/grafica URL: text, structure and type filters, sort and page (absent = not filtered). */
export const graficaSearchSchema = z.object({
  q: textParam(200),
  structureId: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  type: enumParam(GRAPHIC_TEMPLATES),
  sort: sortParam(GRAPHIC_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type GraficaSearch = z.output<typeof graficaSearchSchema>;
export const validateGraficaSearch = searchValidator(graficaSearchSchema);
export const GRAFICA_FILTER_KEYS = ['q', 'structureId', 'type'] as const;

/** The editor's URL: the structure to start from, and whether saving goes back to it (the stepper's "Crea grafica"). */
export const graficaEditorSearchSchema = z.object({
  structureId: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  from: z.enum(['structure']).optional().catch(undefined),
});
export type GraficaEditorSearch = z.output<typeof graficaEditorSearchSchema>;
export const validateGraficaEditorSearch = searchValidator(graficaEditorSearchSchema);
