import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { useMatch, useRouter, useRouterState } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import type { SavedView, SavedViewInput } from '@bacheca/domain/schemas/views';
import { api, errorText, isApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { useCurrentUser } from '../lib/session/current-user';
import { useConfirm } from './use-confirm';
import * as T from '@bacheca/domain/messages-saved-views';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

const viewsKey = (list: string) => ['views', list] as const;
const viewsQueryOptions = (list: string) =>
  queryOptions({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => api.get<{ items: SavedView[] }>(`/views?list=${encodeURIComponent(list)}`, { signal }),
  });

/** The URL query of the list without its page: a view names filters and sort, not a page of them. */
export function viewSearch(searchStr: string): string {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  params.delete('page');
  const s = params.toString();
  return s ? `?${s}` : '';
}

interface Editing {
  id?: number;
  name: string;
  shared: boolean;
  /** Whether saving takes the list's current filters (always for a new view). */
  useCurrent: boolean;
  search: string;
}

/**
 * "Viste salvate": the list's named filter sets, one's own and those shared with every staff member. The
 * URL stays the source of truth: applying a view navigates to `list + search`; saving stores the current query.
 * Sharing is offered with the permission share_views; renaming and deleting only on one's own views (the server
 * enforces both).
 */
export function SavedViews() {
  const router = useRouter();
  // the list is the page this control is rendered in (its route match), not the router's location: while the user
  // leaves for another page the location is already the next one, and the views of that address would be asked for
  const pathname = useMatch({ strict: false, select: (m) => m.pathname });
  const list = pathname.replace(/\/+$/, '') || '/';
  const current = viewSearch(useRouterState({ select: (s) => s.location.searchStr }));
  const { data: me } = useCurrentUser();
  const canShare = !!me && !me.impersonatedBy && me.permissions.includes('share_views');
  const qc = useQueryClient();
  const views = useQuery({ ...viewsQueryOptions(list), enabled: !!me && !me.impersonatedBy });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { ask, dialog } = useConfirm();

  const save = useMutation({
    mutationFn: (e: Editing) => {
      const body: SavedViewInput = { list, name: e.name, search: e.useCurrent ? current : e.search, shared: e.shared };
      return e.id ? api.put<SavedView>(`/views/${e.id}`, body) : api.post<SavedView>('/views', body);
    },
    onSuccess: async (v) => {
      toast.success(format(SUCCESS.VIEW_SAVED, { name: v.name }));
      setEditing(null);
      await qc.invalidateQueries({ queryKey: viewsKey(list) });
    },
    onError: (err) => {
      setError(isApiError(err) ? (err.fields?.name ?? errorText(err)) : errorText(err));
    },
  });

  if (!me || me.impersonatedBy) return null;
  const items = views.data?.items ?? [];
  const open = (e: Editing) => {
    setError(undefined);
    setEditing(e);
    setAnchor(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="saved-views"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {items.length ? format(T.BUTTON_COUNT, { count: items.length }) : T.BUTTON}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="saved-views-menu">
        {items.length === 0 ? (
          <MenuItem disabled>{T.EMPTY}</MenuItem>
        ) : (
          items.map((v) => (
            <MenuItem
              key={v.id}
              selected={v.search === current}
              onClick={() => {
                setAnchor(null);
                void router.navigate({ href: `${list}${v.search}` });
              }}
              data-testid={`saved-view-${v.name}`}
            >
              <ListItemText primary={v.name} secondary={v.mine ? undefined : format(T.OWNER, { owner: v.owner })} />
              {v.shared ? <Chip size="small" label={T.SHARED} sx={{ ml: 1 }} /> : null}
              {v.mine ? (
                <Stack direction="row" sx={{ ml: 1 }}>
                  <IconButton
                    size="small"
                    aria-label={format(T.EDIT_VIEW, { name: v.name })}
                    onClick={(e) => {
                      e.stopPropagation();
                      open({ id: v.id, name: v.name, shared: v.shared, useCurrent: false, search: v.search });
                    }}
                    data-testid={`saved-view-edit-${v.name}`}
                  >
                    ✎
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={format(T.DELETE_VIEW, { name: v.name })}
                    onClick={(e) => {
                      e.stopPropagation();
                      setAnchor(null);
                      ask({
                        title: format(T.DELETE_TITLE, { name: v.name }),
                        body: v.shared ? T.DELETE_BODY_SHARED : T.DELETE_BODY,
                        confirmLabel: T.DELETE_CONFIRM,
                        danger: true,
                        run: async () => {
                          try {
                            await api.delete(`/views/${v.id}`);
                            toast.success(format(SUCCESS.VIEW_DELETED, { name: v.name }));
                          } catch (err) {
                            toast.error(errorText(err));
                          }
                          await qc.invalidateQueries({ queryKey: viewsKey(list) });
                        },
                      });
                    }}
                    data-testid={`saved-view-delete-${v.name}`}
                  >
                    ✕
                  </IconButton>
                </Stack>
              ) : null}
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem
          onClick={() => open({ name: '', shared: false, useCurrent: true, search: current })}
          data-testid="saved-view-new"
        >
          {T.SAVE_CURRENT}
        </MenuItem>
      </Menu>
      <Dialog
        open={editing !== null}
        onClose={save.isPending ? undefined : () => setEditing(null)}
        aria-labelledby="saved-view-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="saved-view-title">{editing?.id ? T.EDIT_TITLE : T.SAVE_TITLE}</DialogTitle>
        <DialogContent>
          {editing ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label={T.NAME}
                value={editing.name}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                error={!!error}
                helperText={error}
                slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'saved-view-name' } }}
              />
              {editing.id ? (
                <FormControlLabel
                  control={
                    <Switch
                      checked={editing.useCurrent}
                      onChange={(e) => setEditing({ ...editing, useCurrent: e.target.checked })}
                    />
                  }
                  label={T.REPLACE_FILTERS}
                />
              ) : null}
              {canShare ? (
                <FormControlLabel
                  control={
                    <Switch
                      checked={editing.shared}
                      onChange={(e) => setEditing({ ...editing, shared: e.target.checked })}
                      slotProps={{ input: { 'aria-label': T.SHARE } }}
                      data-testid="saved-view-shared"
                    />
                  }
                  label={T.SHARE}
                />
              ) : null}
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)} disabled={save.isPending}>
            {UI_TEXTS.CANCEL}
          </Button>
          <Button
            variant="contained"
            onClick={() => editing && save.mutate(editing)}
            disabled={save.isPending || !editing?.name.trim()}
            data-testid="saved-view-save"
          >
            {UI_TEXTS.SAVE}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
