import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, modelToSort, sortToModel } from '../lib/list-search';

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
  'data-testid'?: string;
  'aria-label'?: string;
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
    () => props.columns.map((c) => ({ ...c, sortable: props.sortableFields.includes(c.field) && c.sortable !== false })),
    [props.columns, props.sortableFields],
  );
  const sortModel = useMemo(() => sortToModel(props.sort) as GridSortModel, [props.sort]);
  const selectionModel: GridRowSelectionModel | undefined = props.selection
    ? { type: 'include', ids: new Set(props.selection) }
    : undefined;

  return (
    <Box data-testid={props['data-testid']} sx={{ bgcolor: 'background.paper' }}>
      <DataGrid<R>
        rows={props.rows}
        columns={columns}
        getRowId={props.getRowId}
        rowCount={props.rows.length}
        loading={props.loading}
        localeText={LOCALE_TEXT}
        density="compact"
        disableColumnFilter
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
        keepNonExistentRowsSelected
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(m) => {
          if (!props.onSelectionChange) return;
          // "select all" in the header answers with an exclusion list: it means every row of this page.
          const ids =
            m.type === 'include'
              ? [...m.ids]
              : props.rows.map((r) => props.getRowId(r)).filter((id) => !m.ids.has(id));
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
