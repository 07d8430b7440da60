import { ERRORS, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import type { GameSlug } from '@bacheca/domain';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { graphicErrorText } from '../../../shared-features/graphics/graphic-preview-card';
import { useDeleteGraphic } from '../api/graphics-api';
import * as T from '@bacheca/domain/messages-grafica';

export interface DeleteGraphicDialogProps {
  game: GameSlug;
  graphic: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Graphic deletion confirmation; the server refuses it while systems on a contest show the graphic. */
export function DeleteGraphicDialog({ game, graphic, onClose, onDeleted }: DeleteGraphicDialogProps) {
  const del = useDeleteGraphic(game);
  return (
    <DeleteConfirmDialog
      open={graphic !== null}
      title={T.DELETE_TITLE}
      testId="graphic"
      busy={del.isPending}
      run={(callbacks) => graphic && del.mutate(graphic.id, callbacks)}
      successText={SUCCESS.GRAPHIC_DELETED}
      errorText={(err) => graphicErrorText(err, ERRORS.GRAPHIC_DELETE_ERROR)}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {format(T.DELETE_BODY, { name: graphic?.name ?? '' })}
    </DeleteConfirmDialog>
  );
}
