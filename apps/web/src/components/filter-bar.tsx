import { lazy, Suspense, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FilterTextField } from './filter-text-field';
import * as LIST_TEXTS from '@bacheca/domain/messages-lists';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

// loaded after the list's first render: every list page has it, and its menu and dialog would weigh on each one
const SavedViews = lazy(() => import('./saved-views').then((m) => ({ default: m.SavedViews })));

/** The list's free-text search (`q` in the URL), first in the bar. */
export interface FilterBarSearch {
  value: string | undefined;
  /** What the search looks in, e.g. "Nome, descrizione, tipo, ID, tag". */
  placeholder: string;
  onCommit: (q: string | undefined) => void;
  width?: number;
}

/**
 * The row of filters above a list: the optional "Cerca" field, the list's own filters, "Viste salvate" (the list's
 * named filter sets; `views={false}` on a filter bar that is not a list page of its own) and "Azzera filtri".
 */
export function FilterBar({
  children,
  onReset,
  canReset,
  search,
  views = true,
}: {
  children?: ReactNode;
  onReset: () => void;
  canReset: boolean;
  search?: FilterBarSearch;
  views?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={LIST_TEXTS.FILTERS}
      data-testid="filter-bar"
    >
      {/* The filters wrap among themselves; "Azzera filtri" keeps its place at the end of the first row. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', flex: 1, minWidth: 0 }}
        >
          {search ? (
            <FilterTextField
              label={UI_TEXTS.SEARCH}
              placeholder={search.placeholder}
              value={search.value}
              onCommit={search.onCommit}
              width={search.width ?? 260}
              data-testid="filter-q"
            />
          ) : null}
          {children}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, mt: '2px', alignItems: 'center' }}>
          {views ? (
            <Suspense fallback={null}>
              <SavedViews />
            </Suspense>
          ) : null}
          <Button onClick={onReset} disabled={!canReset} sx={{ whiteSpace: 'nowrap' }} data-testid="filters-reset">
            {LIST_TEXTS.RESET_FILTERS}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
