import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_SCOPES,
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_STATES,
  NOTIFICATION_STATE_LABELS,
  NOTIFICATION_TYPE_LABELS,
} from '@bacheca/domain/enums';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as NOTIFICATION_REACH_TEXTS from '@bacheca/domain/messages-notification-reach';
import type { NotificationListItem, NotificationType } from '@bacheca/domain';
import { RouterButton, RouterIconButton, RouterLink } from '../../../components/router-link';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { DateFilter, dayRangeError } from '../../../components/date-filter';
import { updateLink } from '../notification-links';
import { FilterBar } from '../../../components/filter-bar';
import { filterFields } from '../../../components/filter-fields';
import { ListTotal } from '../../../components/list-total';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid, listGridProps } from '../../../components/server-data-grid';
import { optionsOf } from '../../../components/select-filter';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { listNavigation } from '../../../lib/list-search';
import { notificationsListQueryOptions, useDeleteNotification } from '../api/notifications-api';
import { NotificationStateChip } from '../components/notification-state-chip';
import { reachCell } from '../components/notification-reach';
import { NOTIFICATIONS_FILTER_KEYS } from '../search';
import { NOTIFICATION_MESSAGES } from '../messages';
import * as T from '@bacheca/domain/messages-notifiche';
import * as OUTLET_TEXTS from '@bacheca/domain/messages-outlet';
import * as PREMI_TEXTS from '@bacheca/domain/messages-premi';
import * as ODDS_TEXTS from '@bacheca/domain/messages-odds';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';

const route = getRouteApi('/app/notifications/$type');

/** Hidden first (in this order) when the screen is too narrow for every column; "Colonne" shows them back. */
const NOTIFICATION_SECONDARY_FIELDS = ['priority', 'updatedAt', 'expiresAt', 'scope', 'category'];

/** /notifications/banner and /notifications/popup: filtered, sorted and paged on the server, all of it in the URL. */
export function NotificationsListPage() {
  const { type: typeParam } = route.useParams();
  const type = typeParam as NotificationType;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const writable = useCanWrite('handle_ruolo_admin');
  const rangeError = dayRangeError(search.dateFrom, search.dateTo);
  const list = useQuery({ ...notificationsListQueryOptions(type, search), enabled: !rangeError });
  const del = useDeleteNotification(type);
  const [deleting, setDeleting] = useState<NotificationListItem | null>(null);
  const { go, filter, reset, hasFilters } = listNavigation(
    search,
    (next) => void navigate({ search: next }),
    NOTIFICATIONS_FILTER_KEYS,
  );
  const field = filterFields(search, filter);
  const label = NOTIFICATION_TYPE_LABELS[type];

  const columns = useMemo<GridColDef<NotificationListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'title',
        headerName: T.FIELD_TITLE,
        flex: 1.5,
        minWidth: 220,
        renderCell: ({ row }) => (
          <RouterLink {...updateLink(row)} data-testid={`notification-link-${row.id}`}>
            {row.title}
          </RouterLink>
        ),
      },
      {
        field: 'actions',
        headerName: OUTLET_TEXTS.CHANGE_REQUEST_COL_ACTIONS,
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          writable ? (
            <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
              <Tooltip title={PREMI_TEXTS.EDIT}>
                <RouterIconButton
                  size="small"
                  aria-label={format(T.EDIT_LABEL, { title: row.title })}
                  {...updateLink(row)}
                  data-testid={`notification-edit-${row.id}`}
                >
                  <EditOutlined fontSize="small" />
                </RouterIconButton>
              </Tooltip>
              <Tooltip title={PREMI_TEXTS.DELETE}>
                <IconButton
                  size="small"
                  aria-label={format(T.DELETE_LABEL, { title: row.title })}
                  onClick={() => setDeleting(row)}
                  data-testid={`notification-delete-${row.id}`}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null,
      },
      {
        field: 'category',
        headerName: ODDS_TEXTS.CATEGORY,
        width: 110,
        valueFormatter: (v: NotificationListItem['category']) => NOTIFICATION_CATEGORY_LABELS[v] ?? v,
      },
      {
        field: 'state',
        headerName: OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS,
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <NotificationStateChip state={row.state} />,
      },
      {
        field: 'scope',
        headerName: T.FIELD_AUDIENCE,
        width: 200,
        sortable: false,
        valueGetter: (_v, row) => row.scope.map((s) => NOTIFICATION_SCOPE_LABELS[s]).join(', '),
      },
      {
        field: 'reach',
        headerName: NOTIFICATION_REACH_TEXTS.COLUMN,
        // "Confermate 1.234 / 30.000" whole at 1600 px (165 cut it)
        width: 200,
        // counted for the page only: sorting by it would count every notification
        sortable: false,
        renderCell: ({ row }) => {
          const { text, detail } = reachCell(type, row.reach);
          return (
            <Tooltip title={detail} describeChild>
              <span data-testid={`notification-reach-${row.id}`}>{text}</span>
            </Tooltip>
          );
        },
      },
      { field: 'priority', headerName: T.FIELD_PRIORITY, width: 80, type: 'number' },
      {
        field: 'visibleFrom',
        headerName: T.COL_SHOWN,
        width: 145,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      { field: 'expiresAt', headerName: T.FIELD_EXPIRES, width: 145, valueFormatter: (v: string) => formatDateTime(v) },
      {
        field: 'updatedAt',
        headerName: PREMI_TEXTS.COL_UPDATED_AT,
        width: 160,
        valueFormatter: (v: string) => formatDateTime(v),
      },
    ],
    [writable, type],
  );

  return (
    <>
      <PageHeader
        title={format(T.LIST_TITLE, { type: label })}
        subtitle={type === 'banner' ? T.BANNER_SUBTITLE : T.POPUP_SUBTITLE}
        actions={
          writable ? (
            <RouterButton
              variant="contained"
              startIcon={<AddOutlined />}
              to="/notifications/$type/create"
              params={{ type }}
              data-testid="notification-new"
            >
              {format(T.CREATE_TITLE, { type: label.toLowerCase() })}
            </RouterButton>
          ) : null
        }
      />
      <FilterBar
        onReset={reset}
        canReset={hasFilters}
        search={{ value: search.q, placeholder: T.SEARCH_PLACEHOLDER, onCommit: (q) => filter({ q }) }}
      >
        {field.select(
          'category',
          ODDS_TEXTS.CATEGORY,
          optionsOf(NOTIFICATION_CATEGORIES, (c) => NOTIFICATION_CATEGORY_LABELS[c]),
          { allLabel: REGISTRO_TEXTS.FILTER_ACTION_ALL },
        )}
        {field.select(
          'scope',
          T.FIELD_AUDIENCE,
          optionsOf(NOTIFICATION_SCOPES, (s) => NOTIFICATION_SCOPE_LABELS[s]),
          { allLabel: REGISTRO_TEXTS.FILTER_ACTION_ALL },
        )}
        {field.select(
          'state',
          OUTLET_TEXTS.CHANGE_REQUEST_COL_STATUS,
          optionsOf(NOTIFICATION_STATES, (s) => NOTIFICATION_STATE_LABELS[s]),
        )}
        <DateFilter
          label={T.FILTER_VISIBLE_FROM}
          value={search.dateFrom}
          onChange={(dateFrom) => filter({ dateFrom })}
          testId="filter-dateFrom"
          width={170}
        />
        <DateFilter
          label={T.FILTER_VISIBLE_TO}
          value={search.dateTo}
          onChange={(dateTo) => filter({ dateTo })}
          testId="filter-dateTo"
          width={170}
          error={rangeError}
        />
      </FilterBar>
      <ListTotal total={list.data?.total} one="notifica" many="notifiche" />
      <Box>
        <ServerDataGrid<NotificationListItem>
          secondaryFields={NOTIFICATION_SECONDARY_FIELDS}
          {...listGridProps(list, search, go)}
          columns={columns}
          getRowId={(r) => r.id}
          sortableFields={NOTIFICATION_SORT_FIELDS}
          aria-label={format(T.LIST_GRID_LABEL, { type: label })}
          data-testid="notifications-grid"
        />
      </Box>
      <DeleteConfirmDialog
        open={deleting !== null}
        title={format(T.DELETE_TITLE, { type: label.toLowerCase() })}
        testId="notification"
        busy={del.isPending}
        run={(callbacks) => deleting && del.mutate(deleting.id, callbacks)}
        successText={SUCCESS.NOTIFICATION_DELETED}
        errorText={(err) => errorText(err, NOTIFICATION_MESSAGES.deleteError)}
        onClose={() => setDeleting(null)}
      >
        {format(T.DELETE_BODY, { title: deleting?.title ?? '', id: deleting?.id ?? '' })}
      </DeleteConfirmDialog>
    </>
  );
}
