import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SEARCH_MIN_LENGTH,
  type SearchItem,
  type SearchResponse,
  type SearchType,
} from '@bacheca/domain/schemas/search';
import { api, errorText } from '../../lib/api-client';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-search';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

const TYPE_LABELS: Record<SearchType, string> = {
  ricevitoria: T.GROUP_OUTLETS,
  amministratore: T.GROUP_STAFF,
  struttura: T.GROUP_STRUCTURES,
  sistema: UI_TEXTS.SYSTEMS,
};

export const globalSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => api.get<SearchResponse>(`/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The text after a short pause, so a search runs once the user stops typing. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * The search dialog: type at least two characters; results by type (only what the user may read: the server
 * filters); ↑/↓ move, Enter opens, Esc closes.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const result = useQuery(globalSearchQueryOptions(q));
  const items: SearchItem[] = q.length >= SEARCH_MIN_LENGTH ? (result.data?.items ?? []) : [];
  const [activeIndex, setActive] = useState(0);
  const active = Math.min(activeIndex, Math.max(items.length - 1, 0));
  const listId = useId();
  // the field takes the focus when the dialog opens (the dialog's focus trap then keeps it inside)
  const focusOnMount = useCallback((el: HTMLInputElement | null) => el?.focus(), []);

  const open = (item: SearchItem | undefined) => {
    if (!item) return;
    onClose();
    void router.navigate({ href: item.path });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive(Math.min(active + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(Math.max(active - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(items[active]);
    }
  };

  let status: string | null = null;
  if (text.trim().length < SEARCH_MIN_LENGTH) status = format(T.MIN_LENGTH, { count: SEARCH_MIN_LENGTH });
  else if (result.isError) status = errorText(result.error);
  else if (result.isFetching && !items.length) status = T.SEARCHING;
  else if (q === text.trim() && result.isSuccess && !items.length) status = T.NO_RESULTS;

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={T.DIALOG_LABEL}
      data-testid="global-search"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogContent sx={{ pb: 1 }}>
        <TextField
          inputRef={focusOnMount}
          fullWidth
          label={UI_TEXTS.SEARCH}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-activedescendant': items.length ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
              maxLength: 100,
              'data-testid': 'global-search-input',
            },
          }}
        />
        {status ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 2 }}
            role="status"
            data-testid="global-search-status"
          >
            {status}
          </Typography>
        ) : null}
        <List id={listId} role="listbox" aria-label={T.RESULTS} dense sx={{ mt: 1 }}>
          {items.map((item, i) => (
            <li key={`${item.type}-${item.id}`} role="presentation">
              {i === 0 || items[i - 1].type !== item.type ? (
                <ListSubheader component="div" role="presentation">
                  {TYPE_LABELS[item.type]}
                </ListSubheader>
              ) : null}
              <ListItemButton
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(item)}
                data-testid="global-search-result"
                data-type={item.type}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
