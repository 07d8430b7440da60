import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ERRORS, GAMES, GAME_SLUGS, SYSTEM_SORT_FIELDS, SYSTEM_STATUSES, type GameSlug } from '@bacheca/domain';
import { AppLink } from '../../../components/app-link';
import { BoolSelect } from '../../../components/bool-select';
import { FilterBar } from '../../../components/filter-bar';
import { FilterTextField } from '../../../components/filter-text-field';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { YesNoChip } from '../../../components/yes-no-chip';
import { formatCount, formatMoney } from '../../../components/cost-preview/money';
import { ContestSelect } from '../../../components/game-board/contest-select';
import { MoneyRangeFilter } from '../../../components/game-board/money-range-filter';
import { QuoteManagementDialog } from '../../../components/game-board/quote-management-dialog';
import { StatusChip } from '../../../components/game-board/status-chip';
import { useCanWrite } from '../../../components/game-board/use-can-write';
import { usePublicConfig } from '../../../lib/config';
import { compactSearch, withFilters } from '../../../lib/list-search';
import { archiveListQueryOptions, type ArchiveListItem } from '../api/list-archive';
import { ARCHIVIO_FILTER_KEYS, type ArchivioSearch } from '../search';

const route = getRouteApi('/app/archivio-sistemi');

/** /archivio-sistemi "Gestione Sistemi Si.ce.": every game's systems, filters, quote assignment and detail. */
export function ArchivioPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { config } = usePublicConfig();
  // Quote assignment needs bacheca_gn or bacheca_tcal (the archive is also the Totocalcio board's page).
  const writableGn = useCanWrite('bacheca_gn');
  const writableTcal = useCanWrite('bacheca_tcal');
  const writable = writableGn || writableTcal;
  const list = useQuery(archiveListQueryOptions(search));
  const [quoteFor, setQuoteFor] = useState<{ game: GameSlug; id: number } | null>(null);

  const go = (next: ArchivioSearch) => void navigate({ search: compactSearch(next) });
  const filter = (changes: Partial<ArchivioSearch>) => go(withFilters(search, changes));
  const hasFilters = ARCHIVIO_FILTER_KEYS.some((k) => search[k] !== undefined);
  const games = GAME_SLUGS.filter((g) => config.enabledGames.includes(g));

  const columns = useMemo<GridColDef<ArchiveListItem>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 80 },
      { field: 'game', headerName: 'Gioco', width: 130, sortable: false, valueFormatter: (v: GameSlug) => GAMES[v]?.label ?? v },
      {
        field: 'name',
        headerName: 'Nome',
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => (
          <AppLink href={`/${row.game}/sistemi/detail/${row.id}`} data-testid={`archive-link-${row.id}`}>
            {row.name || `Sistema ${row.id}`}
          </AppLink>
        ),
      },
      {
        field: 'actions',
        headerName: 'Azioni',
        width: writable ? 210 : 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {writable && row.game !== 'totocalcio' ? (
              <Button
                size="small"
                startIcon={<GroupAddOutlined />}
                disabled={row.status === 'CANCELLATA'}
                onClick={() => setQuoteFor({ game: row.game, id: row.id })}
                data-testid={`archive-quotes-${row.id}`}
              >
                Assegna quote
              </Button>
            ) : null}
            <AppLink href={`/${row.game}/sistemi/detail/${row.id}`} variant="body2">
              Dettaglio
            </AppLink>
          </Stack>
        ),
      },
      { field: 'typeName', headerName: 'Tipo', flex: 1, minWidth: 160, sortable: false },
      { field: 'structureName', headerName: 'Struttura', flex: 1, minWidth: 160, sortable: false },
      { field: 'contest', headerName: 'Concorso', width: 150, sortable: false, valueGetter: (_v, row) => row.contest?.label ?? '—' },
      { field: 'status', headerName: 'Stato', width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      { field: 'quotaPriceCents', headerName: 'Prezzo quota', width: 120, type: 'number', valueFormatter: (v: number) => formatMoney(v) },
      {
        field: 'quotesAssigned',
        headerName: 'Quote assegnate',
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => `${row.quotesAssigned} / ${row.quotesTotal}`,
      },
      { field: 'quotesAvailable', headerName: 'Disponibili', width: 110, type: 'number' },
      { field: 'boSystem', headerName: 'Sistema BO', width: 110, sortable: false, renderCell: ({ row }) => <YesNoChip value={row.boSystem} /> },
    ],
    [writable],
  );

  return (
    <>
      <PageHeader title="Gestione Sistemi Si.ce." subtitle="Archivio dei sistemi di tutti i giochi: tipo, prezzo quota, quote assegnate." />
      <FilterBar onReset={() => go({ sort: search.sort, pageSize: search.pageSize })} canReset={hasFilters}>
        <FilterTextField label="Cerca" placeholder="Nome, struttura, ID, tipo, tag" value={search.q} onCommit={(q) => filter({ q })} width={260} data-testid="filter-q" />
        <TextField
          select
          size="small"
          label="Gioco"
          value={search.game ?? ''}
          onChange={(e) => filter({ game: (e.target.value || undefined) as ArchivioSearch['game'], contestId: undefined })}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-game' } }}
        >
          <MenuItem value="">Tutti</MenuItem>
          {games.map((g) => (
            <MenuItem key={g} value={g}>
              {GAMES[g].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Stato"
          value={search.status ?? ''}
          onChange={(e) => filter({ status: (e.target.value || undefined) as ArchivioSearch['status'] })}
          sx={{ minWidth: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-status' } }}
        >
          <MenuItem value="">Tutti</MenuItem>
          {SYSTEM_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        {search.game ? (
          <ContestSelect game={search.game} value={search.contestId} onChange={(contestId) => filter({ contestId })} data-testid="filter-contest" />
        ) : null}
        <BoolSelect label="Sistema BO" value={search.boSystem} onChange={(boSystem) => filter({ boSystem })} data-testid="filter-bo" />
        <MoneyRangeFilter
          label="Prezzo quota"
          from={search.quotaPriceFrom}
          to={search.quotaPriceTo}
          rangeMessage={ERRORS.QUOTE_RANGE_INVALID}
          onCommit={({ from, to }) => filter({ quotaPriceFrom: from, quotaPriceTo: to })}
          testId="filter-quota"
        />
      </FilterBar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="list-total">
        {list.data ? `${formatCount(list.data.total)} ${list.data.total === 1 ? 'sistema' : 'sistemi'}` : '\u00a0'}
      </Typography>
      <ServerDataGrid<ArchiveListItem>
        rows={list.data?.items ?? []}
        columns={columns}
        getRowId={(r) => `${r.game}-${r.id}`}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        page={search.page}
        pageSize={search.pageSize}
        sort={search.sort}
        sortableFields={SYSTEM_SORT_FIELDS}
        onPageChange={(page, pageSize) => go({ ...search, page, pageSize })}
        onSortChange={(sort) => go({ ...search, sort: sort as ArchivioSearch['sort'], page: undefined })}
        aria-label="Archivio dei sistemi"
        data-testid="archive-grid"
      />
      {quoteFor ? <QuoteManagementDialog open game={quoteFor.game} systemId={quoteFor.id} onClose={() => setQuoteFor(null)} /> : null}
    </>
  );
}
