import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/**
 * How a list's columns share the width (defect 6), for every server grid: the lists are laid out for 1366
 * and 1600 px screens without a horizontal scroll.
 * - A column's `width` is its minimum: it grows with the free space (a small flex), so nothing is cut that fitted.
 * - The `actions` column keeps exactly its width, cannot be hidden, resized nor sorted: its buttons never overlap.
 * - While the visible columns' minimums do not fit, secondary columns are hidden (the page's `secondaryFields`, in
 *   that order, else the last columns first); the user shows them back with "Colonne", and their choice wins.
 */

export const ACTIONS_FIELD = 'actions';
/** The MUI default width of a column that declares none. */
const DEFAULT_WIDTH = 100;
/** The selection checkbox column. */
export const CHECKBOX_WIDTH = 50;
/** Grid borders and rounding. */
const SLACK = 4;

export function minWidthOf(c: Pick<GridColDef, 'minWidth' | 'width'>): number {
  return c.minWidth ?? c.width ?? DEFAULT_WIDTH;
}

/** The column as laid out: fixed widths become minimums that grow, the actions column stays fixed. */
export function layoutColumn<R extends GridValidRowModel>(c: GridColDef<R>): GridColDef<R> {
  if (c.field === ACTIONS_FIELD) {
    const width = c.width ?? c.minWidth ?? DEFAULT_WIDTH;
    return {
      ...c,
      width,
      minWidth: width,
      flex: undefined,
      sortable: false,
      hideable: false,
      resizable: false,
      disableColumnMenu: true,
    };
  }
  if (c.flex !== undefined || c.width === undefined) return c;
  return { ...c, minWidth: c.minWidth ?? c.width, flex: c.width / 250 };
}

/** The columns hidden first when the list is narrow: the page's order, else from the last one back (never the first two). */
export function hideOrder(
  columns: readonly Pick<GridColDef, 'field' | 'hideable'>[],
  secondaryFields?: readonly string[],
): string[] {
  const hideable = (f: string) => {
    const c = columns.find((col) => col.field === f);
    return !!c && c.field !== ACTIONS_FIELD && c.hideable !== false;
  };
  if (secondaryFields) return secondaryFields.filter(hideable);
  return columns
    .slice(2)
    .map((c) => c.field)
    .filter(hideable)
    .reverse();
}

/** The visibility model that fits the columns' minimums in `available` px, hiding in `order` as needed. */
export function fitColumns(
  columns: readonly Pick<GridColDef, 'field' | 'minWidth' | 'width'>[],
  available: number,
  order: readonly string[],
  extra = 0,
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = {};
  let total = extra + SLACK + columns.reduce((sum, c) => sum + minWidthOf(c), 0);
  for (const field of order) {
    if (total <= available) break;
    const c = columns.find((col) => col.field === field);
    if (!c) continue;
    model[field] = false;
    total -= minWidthOf(c);
  }
  return model;
}

/** A cell whose text does not fit (its own or a descendant's): its full text, for the hover title. */
export function truncatedText(cell: HTMLElement): string | undefined {
  const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1;
  if (!overflows(cell) && ![...cell.querySelectorAll('*')].some(overflows)) return undefined;
  const text = cell.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}
