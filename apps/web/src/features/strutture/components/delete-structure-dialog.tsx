import { useState } from 'react';
import { toast } from 'sonner';
import Alert from '@mui/material/Alert';
import { ERRORS, SUCCESS, type GameSlug } from '@bacheca/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useDeleteStructure } from '../api/delete-structure';

export interface DeleteStructureDialogProps {
  game: GameSlug;
  structure: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Structure deletion confirmation (spec §2): soft delete; the server refuses it while published systems use it. */
export function DeleteStructureDialog({ game, structure, onClose, onDeleted }: DeleteStructureDialogProps) {
  const del = useDeleteStructure(game);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={structure !== null}
      title="Cancellazione struttura"
      confirmLabel="Cancella"
      danger
      busy={del.isPending}
      onClose={close}
      onConfirm={() => {
        if (!structure) return;
        setError(null);
        del.mutate(structure.id, {
          onSuccess: (res) => {
            toast.success(res?.message || SUCCESS.STRUCTURE_DELETED);
            close();
            onDeleted?.();
          },
          onError: (err) => {
            const text = errorText(err, ERRORS.STRUCTURE_DELETE_ERROR);
            setError(text);
            toast.error(text);
          },
        });
      }}
    >
      <span data-testid="delete-structure-text">
        Cancellare la struttura «{structure?.name}» (ID {structure?.id})? Passerà allo stato CANCELLATA e resterà
        consultabile per l’audit. Non è possibile cancellare una struttura usata da sistemi pubblicati.
      </span>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-structure-error">
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
