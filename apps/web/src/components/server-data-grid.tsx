import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  DataGrid,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, modelToSort, sortToModel } from '../lib/list-search';
import { readListColumns, writeListColumns } from '../lib/device-preferences';
import { useCurrentUser } from '../lib/session/current-user';
import { rowLinkForKey } from './grid-row-link';
import { CHECKBOX_WIDTH, fitColumns, hideOrder, layoutColumn, truncatedText } from './grid-layout';
import * as LIST_TEXTS from '@bacheca/domain/messages-lists';

const LOCALE_TEXT = itIT.components.MuiDataGrid.defaultProps.localeText;

export interface ServerDataGridProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId: (row: R) => GridRowId;
  /** Rows matching the filters on the server. */
  rowCount: number;
  loading?: boolean;
  /** 1-based, as in the URL and the API. */
  page: number | undefined;
  pageSize: number | undefined;
  /** `field` or `-field`. */
  sort: string | undefined;
  /** Columns the server can sort by (others are not sortable). */
  sortableFields: readonly string[];
  onPageChange: (page: number, pageSize: number) => void;
  onSortChange: (sort: string | undefined) => void;
  /** Multi-select: the ids selected (kept across pages). */
  selection?: readonly GridRowId[];
  onSelectionChange?: (ids: GridRowId[]) => void;
  /** Rows that cannot be selected (their checkbox is disabled, "select all" leaves them out). */
  isRowSelectable?: (row: R) => boolean;
  /**
   * Columns hidden first, in this order, while the list is too narrow for all of them (the user shows them back with
   * "Colonne"); without it the last columns go first. See `grid-layout.ts`.
   */
  secondaryFields?: readonly string[];
  /** Under which name the user's column choice is kept on the device; defaults to the grid's test id. */
  listId?: string;
  'data-testid'?: string;
  'aria-label'?: string;
}

/** Full text on hover for a cell whose value is cut (unless the cell gives its own title). */
function titleTruncated(e: MouseEvent<HTMLDivElement>) {
  const cell = e.currentTarget;
  if (cell.querySelector('[title]')) return;
  const text = truncatedText(cell);
  if (text) cell.setAttribute('title', text);
  else cell.removeAttribute('title');
}

/**
 * The data grid of every list: paging and sorting happen on the server and live in the URL (the parent turns the
 * callbacks into a navigation), Italian texts, dense rows.
 *
 * The pager is ours, not the grid's: the grid shows one server page as its only page. Its own pager "corrects" a
 * page that looks out of range for the row count it last saw, and during a back/forward navigation that count can
 * be the previous filter's, so it would push an earlier page onto the history.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: ServerDataGridProps<R>) {
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = props.page ?? 1;
  const columns = useMemo(
    () =>
      props.columns.map((c) =>
        layoutColumn({ ...c, sortable: props.sortableFields.includes(c.field) && c.sortable !== false }),
      ),
    [props.columns, props.sortableFields],
  );
  const username = useCurrentUser().data?.username ?? '';
  const listId = props.listId ?? props['data-testid'] ?? 'grid';
  const [chosen, setChosen] = useState(() => readListColumns(username, listId));
  const apiRef = useGridApiRef();
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  // The observer reports the first size before the first paint, then every change (window, sidebar).
  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const secondaryFields = props.secondaryFields;
  const fitted = useMemo<GridColumnVisibilityModel>(
    () =>
      width === undefined
        ? {}
        : fitColumns(columns, width, hideOrder(columns, secondaryFields), props.onSelectionChange ? CHECKBOX_WIDTH : 0),
    [columns, width, secondaryFields, props.onSelectionChange],
  );
  // The user's choice on this device wins over the fitting (defect 6).
  const visibility = chosen ?? fitted;
  const onVisibilityChange = (model: GridColumnVisibilityModel) => {
    const full = Object.fromEntries(columns.map((c) => [c.field, model[c.field] !== false]));
    setChosen(full);
    writeListColumns(username, listId, full);
  };
  const sortModel = useMemo(() => sortToModel(props.sort) as GridSortModel, [props.sort]);
  const selectionModel: GridRowSelectionModel | undefined = props.selection
    ? { type: 'include', ids: new Set(props.selection) }
    : undefined;

  return (
    <Box ref={boxRef} data-testid={props['data-testid']} sx={{ bgcolor: 'background.paper', minWidth: 0 }}>
      {/* The column picker: the grid's own columns panel, its choice kept per list on the device. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
        <Button
          size="small"
          startIcon={<ViewColumnOutlined fontSize="small" />}
          onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
          data-testid="grid-columns"
        >
          {LIST_TEXTS.COLUMNS}
        </Button>
      </Box>
      <DataGrid<R>
        rows={props.rows}
        columns={columns}
        getRowId={props.getRowId}
        rowCount={props.rows.length}
        loading={props.loading}
        localeText={LOCALE_TEXT}
        density="compact"
        disableColumnFilter
        apiRef={apiRef}
        slotProps={{ cell: { onMouseEnter: titleTruncated } }}
        onCellKeyDown={(_params, event) => {
          const link = rowLinkForKey(event);
          if (!link) return;
          event.defaultMuiPrevented = true;
          event.preventDefault();
          link.click();
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={onVisibilityChange}
        disableRowSelectionOnClick
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        sortingOrder={['asc', 'desc', null]}
        hideFooterPagination
        hideFooter={!props.onSelectionChange}
        paginationModel={{ page: 0, pageSize: Math.max(pageSize, props.rows.length) }}
        pageSizeOptions={[Math.max(pageSize, props.rows.length)]}
        sortModel={sortModel}
        onSortModelChange={(m) => props.onSortChange(modelToSort(m, props.sortableFields))}
        checkboxSelection={!!props.onSelectionChange}
        isRowSelectable={props.isRowSelectable ? (p) => props.isRowSelectable!(p.row as R) : undefined}
        keepNonExistentRowsSelected
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(m) => {
          if (!props.onSelectionChange) return;
          // "select all" in the header answers with an exclusion list: it means every row of this page.
          const ids =
            m.type === 'include'
              ? [...m.ids]
              : props.rows
                  .filter((r) => !props.isRowSelectable || props.isRowSelectable(r))
                  .map((r) => props.getRowId(r))
                  .filter((id) => !m.ids.has(id));
          props.onSelectionChange(ids);
        }}
        autoHeight
        aria-label={props['aria-label']}
      />
      <TablePagination
        component="div"
        count={props.rowCount}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_e, p) => props.onPageChange(p + 1, pageSize)}
        onRowsPerPageChange={(e) => props.onPageChange(1, Number(e.target.value))}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} di ${count.toLocaleString('it-IT')}`}
        data-testid="grid-pagination"
      />
    </Box>
  );
}

/**
 * The rows, paging and sorting props of a list page's grid: the query's page of rows, and every page or sort change
 * a navigation (`go`) from the current search (a new sort goes back to the first page).
 */
export function listGridProps<R, S extends { page?: number; pageSize?: number; sort?: string }>(
  list: { data?: { items: R[]; total: number }; isFetching: boolean },
  search: S,
  go: (next: S) => void,
) {
  return {
    rows: list.data?.items ?? [],
    rowCount: list.data?.total ?? 0,
    loading: list.isFetching,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
    onPageChange: (page: number, pageSize: number) => go({ ...search, page, pageSize }),
    onSortChange: (sort: string | undefined) => go({ ...search, sort: sort as S['sort'], page: undefined }),
  };
}
