import { useState } from 'react';
import * as T from '@bacheca/domain/messages-premi';
import { format } from '@bacheca/domain/messages';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Award } from '@bacheca/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContestSelect } from '../../../shared-features/contests/contest-select';
import { errorText } from '../../../lib/api-client';
import { useDuplicateAward } from '../api/awards-api';
import { AWARD_FALLBACK, AWARD_SUCCESS } from '../messages';

/**
 * "Duplica su un altro concorso": choose an open contest other than the award's own (not offered; the server refuses
 * it too); the server says "già presente" when the contest has an award.
 */
export function DuplicateAwardDialog({ award, onClose }: { award: Award | null; onClose: () => void }) {
  const dup = useDuplicateAward();
  const [contestId, setContestId] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  // another award: start over
  const [forId, setForId] = useState<number | null>(null);
  if ((award?.id ?? null) !== forId) {
    setForId(award?.id ?? null);
    setContestId(undefined);
    setError(null);
  }
  return (
    <ConfirmDialog
      open={award !== null}
      title={T.DUPLICATE_TITLE}
      confirmLabel={T.DUPLICATE_CONFIRM}
      busy={dup.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!award || !contestId) return;
        setError(null);
        dup.mutate(
          { id: award.id, contestId },
          {
            onSuccess: () => {
              toast.success(AWARD_SUCCESS.duplicated);
              onClose();
            },
            onError: (err) => setError(errorText(err, AWARD_FALLBACK.duplicate)),
          },
        );
      }}
    >
      <span>{format(T.DUPLICATE_BODY, { label: award?.label ?? '', contest: award?.contestLabel ?? '' })}</span>
      <Box sx={{ mt: 2 }}>
        <ContestSelect
          game="superenalotto"
          when="upcoming"
          exclude={award ? [award.contestId] : undefined}
          value={contestId}
          onChange={setContestId}
          label={T.DUPLICATE_CONTEST}
          emptyLabel={T.DUPLICATE_CONTEST_EMPTY}
          fullWidth
          size="medium"
          data-testid="duplicate-contest"
        />
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="duplicate-error">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
