import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { SYSTEM_TOOLS_TEXTS as T } from '@bacheca/domain/messages-system-tools';
import { PUBLICATION_LIMITS, siceName } from '@bacheca/domain/schemas/publication';
import type { GameSlug } from '@bacheca/domain';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import type { SystemListItem } from '../api/list-systems';
import { updateSystem } from '../api/system-mutations';

/**
 * The inline SiCe name editor of a draft in the systems grid: the publication's rule for a name
 * (`siceName`: required, at most 15 characters; the uniqueness on a contest is checked when the draft is published,
 * a draft has no contest), then PUT /games/{g}/systems/{id} with the version read (the update path: audited, 409 on a
 * stale version). Invio saves, Esc cancels; the refusal shows under the field in Italian and the field stays open.
 */
export function InlineNameEditor({
  game,
  system,
  onDone,
}: {
  game: GameSlug;
  system: Pick<SystemListItem, 'id' | 'name' | 'version'>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(system.name);
  const [error, setError] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // the field takes the focus when the pencil opens it (the pencil is gone)
  useEffect(() => input.current?.focus(), []);
  const errorId = useId();
  const save = useMutation({
    mutationFn: (name: string) => updateSystem(game, system.id, { name, version: system.version }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(systemsKeys.detail(game, system.id), saved);
      await queryClient.invalidateQueries({ queryKey: systemsKeys.lists() });
    },
  });

  const submit = async () => {
    if (save.isPending) return;
    const parsed = siceName.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data === system.name) return onDone();
    try {
      await save.mutateAsync(parsed.data);
      toast.success(SUCCESS.SYSTEM_UPDATED);
      onDone();
    } catch (err) {
      setError(fieldErrorsOf(err, ['name'])[0]?.message ?? errorText(err));
    }
  };

  return (
    <Stack
      direction="row"
      spacing={0.25}
      ref={setAnchor}
      sx={{ alignItems: 'center', height: '100%', width: '100%' }}
      // the grid's own keys (arrows, space, Invio) stay out of the field
      onKeyDown={(e) => e.stopPropagation()}
    >
      <TextField
        variant="standard"
        size="small"
        inputRef={input}
        value={value}
        error={!!error}
        disabled={save.isPending}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          }
        }}
        slotProps={{
          htmlInput: {
            'aria-label': format(T.EDIT_NAME, { name: system.name || String(system.id) }),
            'aria-invalid': !!error,
            'aria-describedby': error ? errorId : undefined,
            maxLength: PUBLICATION_LIMITS.siceName + 10,
            title: T.NAME_HINT,
            'data-testid': `system-name-input-${system.id}`,
          },
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton
        size="small"
        aria-label={T.SAVE}
        onClick={() => void submit()}
        disabled={save.isPending}
        data-testid={`system-name-save-${system.id}`}
        sx={{ p: 0.25 }}
      >
        <CheckOutlined sx={{ fontSize: 18 }} />
      </IconButton>
      <IconButton
        size="small"
        aria-label={T.CANCEL}
        onClick={onDone}
        data-testid={`system-name-cancel-${system.id}`}
        sx={{ p: 0.25 }}
      >
        <CloseOutlined sx={{ fontSize: 18 }} />
      </IconButton>
      <Popper open={!!error} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1500 }}>
        <Paper
          role="alert"
          id={errorId}
          elevation={3}
          sx={{ px: 1, py: 0.5, color: 'error.main', typography: 'body2', maxWidth: 360 }}
          data-testid={`system-name-error-${system.id}`}
        >
          {error}
        </Paper>
      </Popper>
    </Stack>
  );
}
