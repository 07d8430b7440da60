import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { AWARD_SORT_FIELDS } from '@bacheca/domain/enums';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-premi';
import type { Award } from '@bacheca/domain';
import { RouterButton, RouterIconButton, RouterLink } from '../../../components/router-link';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { formatMoney } from '../../../lib/money';
import { FilterBar } from '../../../components/filter-bar';
import { useCanWrite } from '../../../lib/use-can-write';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { SelectFilter } from '../../../components/select-filter';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { YesNoChip } from '../../../components/yes-no-chip';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { awardsListQueryOptions, useDeleteAward } from '../api/awards-api';
import { AwardIcon } from '../components/award-icon';
import { DuplicateAwardDialog } from '../components/duplicate-award-dialog';
import { AWARD_FALLBACK } from '../messages';
import { AWARDS_FILTER_KEYS } from '../search';

const route = getRouteApi('/app/superenalotto/premi-straordinari');
const WHEN_OPTIONS = [
  { value: 'upcoming' as const, label: T.WHEN_UPCOMING },
  { value: 'past' as const, label: T.WHEN_PAST },
];

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const AWARD_SECONDARY_FIELDS = ['updatedAt', 'showIcon'];

/** /superenalotto/premi-straordinari: awards by contest, duplicate to another contest, delete. */
export function AwardsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const writable = useCanWrite();
  const list = useQuery(awardsListQueryOptions(search));
  const del = useDeleteAward();
  const [duplicating, setDuplicating] = useState<Award | null>(null);
  const [deleting, setDeleting] = useState<Award | null>(null);
  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    AWARDS_FILTER_KEYS,
  );

  const columns = useMemo<GridColDef<Award>[]>(
    () => [
      {
        field: 'drawDate',
        headerName: T.COL_CONTEST,
        width: 250,
        renderCell: ({ row }) =>
          format(T.CONTEST_CELL, { contest: row.contestLabel, day: formatDate(row.drawDate) }) +
          (row.contestOpen ? '' : T.CONTEST_CLOSED),
      },
      {
        field: 'label',
        headerName: T.COL_LABEL,
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <RouterLink
            to="/superenalotto/premi-straordinari/update/$id"
            params={{ id: String(row.id) }}
            data-testid={`award-link-${row.id}`}
          >
            {row.label}
          </RouterLink>
        ),
      },
      {
        field: 'icon',
        headerName: T.COL_ICON,
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <AwardIcon src={row.icon} label={row.label} testId={`award-icon-${row.id}`} />
          </Box>
        ),
      },
      {
        field: 'showIcon',
        headerName: T.COL_SHOW_ICON,
        width: 115,
        sortable: false,
        renderCell: ({ row }) => <YesNoChip value={row.showIcon} />,
      },
      {
        field: 'associatedWinCents',
        headerName: T.COL_WIN,
        width: 150,
        type: 'number',
        valueFormatter: (v: number) => (v === 0 ? T.WIN_HIDDEN : formatMoney(v)),
      },
      {
        field: 'updatedAt',
        headerName: T.COL_UPDATED_AT,
        width: 160,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'actions',
        headerName: T.COL_ACTIONS,
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          writable ? (
            <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
              <Tooltip title={T.EDIT}>
                <RouterIconButton
                  size="small"
                  aria-label={format(T.EDIT_ONE, { label: row.label })}
                  to="/superenalotto/premi-straordinari/update/$id"
                  params={{ id: String(row.id) }}
                  data-testid={`award-edit-${row.id}`}
                >
                  <EditOutlined fontSize="small" />
                </RouterIconButton>
              </Tooltip>
              <Tooltip title={T.DUPLICATE}>
                <IconButton
                  size="small"
                  aria-label={format(T.DUPLICATE_ONE, { label: row.label })}
                  onClick={() => setDuplicating(row)}
                  data-testid={`award-duplicate-${row.id}`}
                >
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={T.DELETE}>
                <IconButton
                  size="small"
                  aria-label={format(T.DELETE_ONE, { label: row.label })}
                  onClick={() => setDeleting(row)}
                  data-testid={`award-delete-${row.id}`}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null,
      },
    ],
    [writable],
  );

  return (
    <>
      <PageHeader
        title={T.LIST_TITLE}
        subtitle={T.LIST_SUBTITLE}
        actions={
          writable ? (
            <RouterButton
              variant="contained"
              startIcon={<AddOutlined />}
              to="/superenalotto/premi-straordinari/create"
              data-testid="award-new"
            >
              {T.NEW}
            </RouterButton>
          ) : null
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: T.SEARCH, onCommit: (q) => filter({ q }) }}
      >
        <SelectFilter
          label={T.FILTER_WHEN}
          value={search.when === 'all' ? undefined : search.when}
          options={WHEN_OPTIONS}
          onChange={(when) => filter({ when })}
          data-testid="filter-when"
        />
      </FilterBar>
      <ListTotal total={list.data?.total} one={T.TOTAL_ONE} many={T.TOTAL_MANY} />
      <Box>
        <ServerDataGrid<Award>
          secondaryFields={AWARD_SECONDARY_FIELDS}
          {...listGridProps(list, search, go)}
          columns={columns}
          getRowId={(r) => r.id}
          sortableFields={AWARD_SORT_FIELDS}
          aria-label={T.GRID}
          data-testid="awards-grid"
        />
      </Box>
      <DuplicateAwardDialog award={duplicating} onClose={() => setDuplicating(null)} />
      <DeleteConfirmDialog
        open={deleting !== null}
        title={T.DELETE_TITLE}
        testId="award"
        busy={del.isPending}
        run={(callbacks) => deleting && del.mutate(deleting.id, callbacks)}
        successText={SUCCESS.AWARD_DELETED}
        errorText={(err) => errorText(err, AWARD_FALLBACK.delete)}
        onClose={() => setDeleting(null)}
      >
        {format(T.DELETE_BODY, { label: deleting?.label ?? '', contest: deleting?.contestLabel ?? '' })}
      </DeleteConfirmDialog>
    </>
  );
}
