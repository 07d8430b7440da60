import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import * as T from '@bacheca/domain/messages-grafica';
import { ERRORS, format } from '@bacheca/domain/messages';
import type { GameSlug } from '@bacheca/domain';
import {
  SvgCard,
  graphicErrorText,
  graphicPreviewQueryOptions,
} from '../../../shared-features/graphics/graphic-preview-card';
import * as NOTIFICATION_PREVIEW_TEXTS from '@bacheca/domain/messages-notification-preview';

/** "Anteprima" of the list: the server's SVG preview with the structure's example numbers. */
export function GraphicPreviewDialog({
  game,
  graphic,
  onClose,
}: {
  game: GameSlug;
  graphic: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const preview = useQuery(graphicPreviewQueryOptions(game, graphic?.id ?? null));
  return (
    <Dialog
      open={graphic !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="graphic-preview-title"
      data-testid="graphic-preview-dialog"
    >
      <DialogTitle id="graphic-preview-title">{format(T.PREVIEW_TITLE, { name: graphic?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {preview.isError ? (
          <Alert severity="error" data-testid="graphic-preview-error">
            {graphicErrorText(preview.error, ERRORS.GRAPHIC_PREVIEW_ERROR)}
          </Alert>
        ) : preview.data ? (
          <SvgCard
            svg={preview.data}
            label={format(T.PREVIEW_IMAGE_LABEL, { name: graphic?.name ?? '' })}
            testId="graphic-preview-image"
          />
        ) : (
          <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '3 / 2', height: 'auto' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{NOTIFICATION_PREVIEW_TEXTS.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
