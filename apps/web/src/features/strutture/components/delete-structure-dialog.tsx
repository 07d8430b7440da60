import { ERRORS, STRUCTURE_DELETE_RULE, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-strutture';
import type { GameSlug } from '@bacheca/domain';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useDeleteStructure } from '../api/delete-structure';

export interface DeleteStructureDialogProps {
  game: GameSlug;
  structure: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Structure deletion confirmation (spec §2): soft delete. The dialog states the server's one deletion rule in the
 * catalogue's words (STRUCTURE_DELETE_RULE); a refusal shows the server's reason.
 */
export function DeleteStructureDialog({ game, structure, onClose, onDeleted }: DeleteStructureDialogProps) {
  const del = useDeleteStructure(game);
  return (
    <DeleteConfirmDialog
      open={structure !== null}
      title={T.DELETE_TITLE}
      testId="structure"
      busy={del.isPending}
      run={(callbacks) => structure && del.mutate(structure.id, callbacks)}
      successText={SUCCESS.STRUCTURE_DELETED}
      errorText={(err) => errorText(err, ERRORS.STRUCTURE_DELETE_ERROR)}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {format(T.DELETE_BODY, { name: structure?.name ?? '', id: structure?.id ?? '' })}{' '}
      <span data-testid="structure-delete-rule">{STRUCTURE_DELETE_RULE}</span>
    </DeleteConfirmDialog>
  );
}
