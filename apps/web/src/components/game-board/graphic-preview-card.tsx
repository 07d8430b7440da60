import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@bacheca/domain/messages';
import { GRAPHIC_CANVAS } from '@bacheca/domain/graphics/render';
import type { GameSlug, Structure } from '@bacheca/domain';
import { AppLink } from '../app-link';
import { api, apiDownload, errorText, isApiError } from '../../lib/api-client';
import { BoardSection } from './board-detail';

/** GET /games/{gameSlug}/graphics/{id}/preview[?systemId=]: the card drawn by the domain renderer, as SVG text. */
export async function fetchGraphicPreview(game: GameSlug, graphicId: number, systemId?: number): Promise<string> {
  const { blob } = await apiDownload(`/games/${game}/graphics/${graphicId}/preview${systemId ? `?systemId=${systemId}` : ''}`, 'anteprima.svg');
  return blob.text();
}

/**
 * The text of a failed graphics call: the server's reason for a refusal (4xx), the operation's own try-later text
 * (spec §8 graphic errors) when the server failed, could not be reached or answered something unreadable.
 */
export function graphicErrorText(err: unknown, fallback: string): string {
  if (isApiError(err) && (err.status === 0 || err.status >= 500)) return fallback;
  return errorText(err, fallback);
}

/** An SVG as an <img> source: the image context runs no script and loads nothing outside the data URL. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The rendered card, at most its natural size, scaled to the width available. */
export function SvgCard({ svg, label, testId }: { svg: string; label: string; testId?: string }) {
  return (
    <Box
      component="img"
      src={svgDataUrl(svg)}
      alt={label}
      data-testid={testId}
      sx={{ display: 'block', width: '100%', maxWidth: GRAPHIC_CANVAS.width, aspectRatio: `${GRAPHIC_CANVAS.width} / ${GRAPHIC_CANVAS.height}`, borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}

export interface GraphicPreviewCardProps {
  game: GameSlug;
  /** The structure whose attached graphic is shown (when `graphicId` is not given). */
  structureId: number;
  graphicId?: number | null;
  /** Draw this system's numbers, name and contest. */
  systemId?: number;
}

/**
 * "Grafica" card of the system and structure details: the structure's attached graphic drawn by the server's
 * preview (the same renderer as the editor and the outlets' board), or a note when there is none.
 */
export function GraphicPreviewCard({ game, structureId, graphicId, systemId }: GraphicPreviewCardProps) {
  const structure = useQuery({
    queryKey: ['graphic-card', 'structure', game, structureId],
    queryFn: ({ signal }) => api.get<Structure>(`/games/${game}/structures/${structureId}`, { signal }),
    enabled: graphicId === undefined,
    // a failed drawing is shown at once, with its message
    retry: false,
    meta: { silent: true },
  });
  const id = graphicId !== undefined ? graphicId : structure.data?.graphicId;
  const preview = useQuery({
    queryKey: ['graphics', 'preview', game, id, systemId ?? null],
    queryFn: () => fetchGraphicPreview(game, id!, systemId),
    enabled: id != null,
    // a failed drawing is shown at once, with its message
    retry: false,
    meta: { silent: true },
  });
  let body;
  if (id === null || (graphicId === undefined && structure.isSuccess && structure.data.graphicId == null)) {
    body = (
      <Typography color="text.secondary" data-testid="graphic-card-none">
        Nessuna grafica associata alla struttura.
      </Typography>
    );
  } else if (preview.isError || structure.isError) {
    body = (
      <Alert severity="error" data-testid="graphic-card-error">
        {graphicErrorText(preview.error ?? structure.error, ERRORS.GRAPHIC_PREVIEW_ERROR)}
      </Alert>
    );
  } else if (!preview.data) {
    body = <Skeleton variant="rectangular" sx={{ width: '100%', maxWidth: GRAPHIC_CANVAS.width, aspectRatio: '3 / 2', height: 'auto' }} />;
  } else {
    body = (
      <>
        <SvgCard svg={preview.data} label="Anteprima della grafica" testId="graphic-card-image" />
        <Box sx={{ mt: 1 }}>
          <AppLink href={`/${game}/grafica/${id}`} data-testid="graphic-card-link">
            Apri la grafica
          </AppLink>
        </Box>
      </>
    );
  }
  return (
    <BoardSection fill title="Grafica" testId="graphic-card">
      {body}
    </BoardSection>
  );
}
