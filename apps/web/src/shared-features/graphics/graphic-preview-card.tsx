import { queryOptions, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@bacheca/domain/messages';
import { GRAPHIC_CANVAS } from '@bacheca/domain/graphics/render';
import type { GameSlug, Structure } from '@bacheca/domain';
import { RouterLink } from '../../components/router-link';
import { api, apiDownload, errorText, isApiError } from '../../lib/api-client';
import { BoardSection } from '../../components/game-board/board-detail';
import * as T from '@bacheca/domain/messages-graphic-card';

/** GET /games/{gameSlug}/graphics/{id}/preview[?systemId=]: the card drawn by the domain renderer, as SVG text. */
export async function fetchGraphicPreview(game: GameSlug, graphicId: number, systemId?: number): Promise<string> {
  const { blob } = await apiDownload(
    `/games/${game}/graphics/${graphicId}/preview${systemId ? `?systemId=${systemId}` : ''}`,
    'anteprima.svg',
  );
  return blob.text();
}

/**
 * The cache keys of the drawn cards, shared by the graphics editor and the system and structure details: a graphic
 * saved or deleted refreshes every preview (`previews`) and every card's structure read (`cards`).
 */
export const graphicPreviewKeys = {
  previews: () => ['graphics', 'preview'] as const,
  preview: (game: GameSlug, graphicId: number | null | undefined, systemId: number | null) =>
    [...graphicPreviewKeys.previews(), game, graphicId, systemId] as const,
  cards: () => ['graphic-card'] as const,
  cardStructure: (game: GameSlug, structureId: number) =>
    [...graphicPreviewKeys.cards(), 'structure', game, structureId] as const,
};

/** The structure whose attached graphic a card draws (read again when a graphic is saved or deleted). */
export const cardStructureQueryOptions = (game: GameSlug, structureId: number) =>
  queryOptions({
    queryKey: graphicPreviewKeys.cardStructure(game, structureId),
    queryFn: ({ signal }) => api.get<Structure>(`/games/${game}/structures/${structureId}`, { signal }),
    // a failed drawing is shown at once, with its message
    retry: false,
    meta: { silent: true },
  });

/** A graphic drawn by the server (with a system's numbers when given); nothing is read while there is no graphic. */
export const graphicPreviewQueryOptions = (game: GameSlug, graphicId: number | null | undefined, systemId?: number) =>
  queryOptions({
    queryKey: graphicPreviewKeys.preview(game, graphicId, systemId ?? null),
    queryFn: () => fetchGraphicPreview(game, graphicId!, systemId),
    enabled: graphicId != null,
    // a failed drawing is shown at once, with its message
    retry: false,
    meta: { silent: true },
  });

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
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: GRAPHIC_CANVAS.width,
        aspectRatio: `${GRAPHIC_CANVAS.width} / ${GRAPHIC_CANVAS.height}`,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
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
  const structure = useQuery({ ...cardStructureQueryOptions(game, structureId), enabled: graphicId === undefined });
  const id = graphicId !== undefined ? graphicId : structure.data?.graphicId;
  const preview = useQuery(graphicPreviewQueryOptions(game, id, systemId));
  let body;
  if (id === null || (graphicId === undefined && structure.isSuccess && structure.data.graphicId == null)) {
    body = (
      <Typography color="text.secondary" data-testid="graphic-card-none">
        {T.NONE}
      </Typography>
    );
  } else if (preview.isError || structure.isError) {
    body = (
      <Alert severity="error" data-testid="graphic-card-error">
        {graphicErrorText(preview.error ?? structure.error, ERRORS.GRAPHIC_PREVIEW_ERROR)}
      </Alert>
    );
  } else if (!preview.data) {
    body = (
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', maxWidth: GRAPHIC_CANVAS.width, aspectRatio: '3 / 2', height: 'auto' }}
      />
    );
  } else {
    body = (
      <>
        <SvgCard svg={preview.data} label={T.PREVIEW} testId="graphic-card-image" />
        <Box sx={{ mt: 1 }}>
          <RouterLink to="/$game/grafica/$x" params={{ game, x: String(id) }} data-testid="graphic-card-link">
            {T.OPEN}
          </RouterLink>
        </Box>
      </>
    );
  }
  return (
    <BoardSection fill title={T.TITLE} testId="graphic-card">
      {body}
    </BoardSection>
  );
}
