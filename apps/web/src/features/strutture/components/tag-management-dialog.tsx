import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_CANCEL_TEXTS, SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';
import type { GameSlug } from '@bacheca/domain';
import { Loading } from '../../../components/loading';
import { tagsQueryOptions } from '../../../shared-features/tags/tags-api';
import { errorText } from '../../../lib/api-client';
import { useDeleteTag, useRenameTag } from '../api/tags';

const TAG_MAX = 40;

/** Tag management (spec §2 dialogs): the game's tags with their use, renamed or deleted everywhere at once. */
export function TagManagementDialog({
  game,
  open,
  onClose,
  canEdit,
}: {
  game: GameSlug;
  open: boolean;
  onClose: () => void;
  canEdit: boolean;
}) {
  const tags = useQuery({ ...tagsQueryOptions(game), enabled: open });
  const rename = useRenameTag(game);
  const remove = useDeleteTag(game);
  const [editing, setEditing] = useState<{ from: string; to: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const renameError =
    editing && editing.to.trim() === ''
      ? T.TAG_NAME_REQUIRED
      : editing && editing.to.trim().length > TAG_MAX
        ? format(T.TAG_TOO_LONG, { max: TAG_MAX })
        : null;

  const doRename = () => {
    if (!editing || renameError) return;
    setError(null);
    rename.mutate(
      { from: editing.from, to: editing.to.trim() },
      {
        onSuccess: (res) => {
          toast.success(res?.message || SUCCESS.REQUEST_OK);
          setEditing(null);
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  const doDelete = (name: string) => {
    setError(null);
    remove.mutate(name, {
      onSuccess: (res) => {
        toast.success(res?.message || SUCCESS.REQUEST_OK);
        setConfirmDelete(null);
      },
      onError: (err) => setError(errorText(err)),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="tags-dialog-title"
      data-testid="tags-dialog"
    >
      <DialogTitle id="tags-dialog-title">{T.TAG_MANAGEMENT}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="tags-error">
            {error}
          </Alert>
        ) : null}
        {tags.isLoading ? (
          <Loading />
        ) : !tags.data?.items.length ? (
          <Typography color="text.secondary">{T.NO_TAGS}</Typography>
        ) : (
          <Table size="small" data-testid="tags-table">
            <TableHead>
              <TableRow>
                <TableCell>{C.TAGS}</TableCell>
                <TableCell align="right">{T.STRUCTURES}</TableCell>
                <TableCell align="right">{C.SYSTEMS}</TableCell>
                {canEdit ? <TableCell sx={{ width: 96 }} /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {tags.data.items.map((t) => (
                <TableRow key={t.name} data-testid={`tag-row-${t.name}`}>
                  <TableCell>
                    {editing?.from === t.name ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <TextField
                          size="small"
                          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user pressed "Rinomina": moving focus into it is the expected response, not a focus jump on page load
                          autoFocus
                          value={editing.to}
                          onChange={(e) => setEditing({ from: t.name, to: e.target.value })}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') doRename();
                            if (e.key === 'Escape') setEditing(null);
                          }}
                          error={!!renameError}
                          helperText={renameError}
                          slotProps={{
                            htmlInput: {
                              maxLength: TAG_MAX + 10,
                              'aria-label': format(T.TAG_NEW_NAME, { name: t.name }),
                              'data-testid': 'tag-rename-input',
                            },
                          }}
                        />
                        <Button
                          size="small"
                          onClick={doRename}
                          disabled={!!renameError || rename.isPending}
                          data-testid="tag-rename-save"
                        >
                          {C.SAVE}
                        </Button>
                        <Button size="small" onClick={() => setEditing(null)}>
                          {UI_TEXTS.CANCEL}
                        </Button>
                      </Stack>
                    ) : confirmDelete === t.name ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2">{format(T.TAG_DELETE_QUESTION, { name: t.name })}</Typography>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => doDelete(t.name)}
                          disabled={remove.isPending}
                          data-testid="tag-delete-confirm"
                        >
                          {T.TAG_DELETE}
                        </Button>
                        <Button size="small" onClick={() => setConfirmDelete(null)}>
                          {UI_TEXTS.CANCEL}
                        </Button>
                      </Stack>
                    ) : (
                      t.name
                    )}
                  </TableCell>
                  <TableCell align="right">{t.structures}</TableCell>
                  <TableCell align="right">{t.systems}</TableCell>
                  {canEdit ? (
                    <TableCell>
                      <Tooltip title={T.TAG_RENAME}>
                        <IconButton
                          size="small"
                          aria-label={format(T.TAG_RENAME_ONE, { name: t.name })}
                          onClick={() => setEditing({ from: t.name, to: t.name })}
                          data-testid={`tag-rename-${t.name}`}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={T.TAG_DELETE}>
                        <IconButton
                          size="small"
                          aria-label={format(T.TAG_DELETE_ONE, { name: t.name })}
                          onClick={() => setConfirmDelete(t.name)}
                          data-testid={`tag-delete-${t.name}`}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="tags-close">
          {SYSTEM_CANCEL_TEXTS.CLOSE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
