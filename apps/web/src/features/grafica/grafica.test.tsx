// @vitest-environment jsdom
/** Graphics in the browser: the deletion dialog, the preview's errors (spec §8 graphic errors), the editor's model. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEMO_GRAPHIC_DESIGNS, ERRORS, SUCCESS, type Structure } from '@bacheca/domain';
import { ApiError } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { graphicErrorText } from '../../shared-features/graphics/graphic-preview-card';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

import { DeleteGraphicDialog } from './components/delete-graphic-dialog';
import { GraphicPreviewDialog } from './components/graphic-preview-dialog';
import { duplicatedText, formErrors, newGraphicValues, previewData, savedText, toRequest } from './editor-model';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderDelete(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/v1/games/superenalotto/graphics/5' && init?.method === 'DELETE' ? answer() : json({}, 404),
    ),
  );
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteGraphicDialog
        game="superenalotto"
        graphic={{ id: 5, name: 'Grafica prova' }}
        onClose={onClose}
        onDeleted={onDeleted}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('confirm-ok'));
  return { onClose, onDeleted };
}

describe('graphics in the browser', () => {
  beforeEach(() => {
    toastMock.error.mockReset();
    toastMock.success.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('delete: the success text, closed', async () => {
    const { onClose, onDeleted } = renderDelete(() => json({ ok: true, message: SUCCESS.GRAPHIC_DELETED }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith('Grafica cancellata con successo');
    expect(onClose).toHaveBeenCalled();
  });

  it('delete refused while systems on a contest show it: the server reason, still open', async () => {
    const { onClose } = renderDelete(() =>
      json({ code: 'GRAPHIC_IN_USE', message: ERRORS.GRAPHIC_IN_USE, fields: {} }, 409),
    );
    expect((await screen.findByTestId('delete-graphic-error')).textContent).toBe(ERRORS.GRAPHIC_IN_USE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('delete failing on the server: the graphic deletion error', async () => {
    renderDelete(() => new Response('errore', { status: 502 }));
    expect((await screen.findByTestId('delete-graphic-error')).textContent).toBe(ERRORS.GRAPHIC_DELETE_ERROR);
    expect(ERRORS.GRAPHIC_DELETE_ERROR).toBe('Errore nella cancellazione della grafica, riprovare più tardi.');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.GRAPHIC_DELETE_ERROR);
  });

  it('preview: the server SVG as an image, or the preview error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', {
            status: 200,
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    );
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient()}>
        <GraphicPreviewDialog game="superenalotto" graphic={{ id: 5, name: 'Grafica prova' }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const img = (await screen.findByTestId('graphic-preview-image')) as HTMLImageElement;
    expect(img.src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ code: 'GRAPHIC_PREVIEW_ERROR', message: ERRORS.GRAPHIC_PREVIEW_ERROR, fields: {} }, 500),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GraphicPreviewDialog game="superenalotto" graphic={{ id: 6, name: 'Altra' }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('graphic-preview-error')).textContent).toBe(
      "Errore nella generazione dell'anteprima, riprovare più tardi.",
    );
  });

  it('create failing on the server or unreachable: the graphic creation error; a refusal keeps its reason', () => {
    expect(
      graphicErrorText(new ApiError(500, 'INTERNAL_ERROR', ERRORS.GENERIC_ERROR), ERRORS.GRAPHIC_CREATE_ERROR),
    ).toBe(ERRORS.GRAPHIC_CREATE_ERROR);
    expect(graphicErrorText(new ApiError(0, 'NETWORK_ERROR', ERRORS.GENERIC_ERROR), ERRORS.GRAPHIC_CREATE_ERROR)).toBe(
      'Errore nella creazione della grafica, riprovare più tardi.',
    );
    expect(
      graphicErrorText(new ApiError(409, 'GRAPHIC_NAME_TAKEN', ERRORS.GRAPHIC_NAME_TAKEN), ERRORS.GRAPHIC_CREATE_ERROR),
    ).toBe(ERRORS.GRAPHIC_NAME_TAKEN);
    expect(graphicErrorText(new Error('x'), ERRORS.GRAPHIC_CREATE_ERROR)).toBe(ERRORS.GRAPHIC_CREATE_ERROR);
  });

  it('the editor model: required fields by the shared schema, the request, the preview data, the toasts', () => {
    const blank = newGraphicValues(null);
    const errors = formErrors(blank);
    expect(errors.name).toBe(ERRORS.GRAPHIC_NAME_REQUIRED);
    expect(errors.structureId).toBe(ERRORS.GRAPHIC_STRUCTURE_REQUIRED);
    const structure = {
      id: 9,
      game: 'eurojackpot',
      name: 'EJ 7+3',
      graphicTemplate: 'JACKPOT',
      quotes: 18,
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }],
      totals: { combinations: 63, cedole: 1, totalPriceCents: 12600, quotaPriceCents: 700, modules: [] },
    } as unknown as Structure;
    const v = newGraphicValues(structure);
    expect(v).toMatchObject({
      name: 'Grafica EJ 7+3',
      structureId: 9,
      attached: true,
      title: DEMO_GRAPHIC_DESIGNS.jackpot.title,
      textColor: DEMO_GRAPHIC_DESIGNS.jackpot.textColor,
    });
    expect(formErrors(v)).toEqual({});
    expect(formErrors({ ...v, textColor: v.backgroundColor })['design.textColor']).toBe(
      ERRORS.GRAPHIC_CONTRAST_TOO_LOW,
    );
    const req = toRequest({ ...v, texts: ['uno', '', 'tre'] }, 4);
    expect(req).toMatchObject({
      name: 'Grafica EJ 7+3',
      structureId: 9,
      version: 4,
      attached: true,
      design: { texts: ['uno', 'tre'] },
    });
    expect(previewData(structure)).toMatchObject({
      game: 'eurojackpot',
      template: 'JACKPOT',
      quotaPriceCents: 700,
      modules: [{ numbers: [1, 2, 3, 4, 5, 6, 7], euronumbers: [1, 2, 3] }],
    });
    expect(savedText('X')).toBe(`${SUCCESS.GRAPHIC_SAVED}: «X»`);
    expect(SUCCESS.GRAPHIC_SAVED).toBe('Grafica salvata con successo');
    expect(duplicatedText('Y')).toBe('Grafica duplicata con successo: «Y»');
    expect(SUCCESS.GRAPHIC_DUPLICATED).toBe('Grafica duplicata con successo');
  });
});
