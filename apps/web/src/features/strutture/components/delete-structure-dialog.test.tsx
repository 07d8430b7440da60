// @vitest-environment jsdom
/** Structure deletion (spec §2, §8): the server's reason when it refuses, the dialog's own try-later text otherwise. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ERRORS, STRUCTURE_DELETE_RULE, SUCCESS } from '@bacheca/domain';
import { createQueryClient } from '../../../lib/query-client';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: toastMock }));

import { DeleteStructureDialog } from './delete-structure-dialog';

function renderDialog(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/v1/games/superenalotto/structures/3' && init?.method === 'DELETE'
      ? answer()
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteStructureDialog
        game="superenalotto"
        structure={{ id: 3, name: 'Integrale 10' }}
        onClose={onClose}
        onDeleted={onDeleted}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('confirm-ok'));
  return { fetchMock, onClose, onDeleted };
}

describe('DeleteStructureDialog', () => {
  beforeEach(() => {
    toastMock.error.mockReset();
    toastMock.success.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('deleted: the success text, closed', async () => {
    const { onClose, onDeleted } = renderDialog(
      () => new Response(JSON.stringify({ ok: true, message: SUCCESS.STRUCTURE_DELETED }), { status: 200 }),
    );
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith(SUCCESS.STRUCTURE_DELETED);
    expect(onClose).toHaveBeenCalled();
  });

  it('states the one deletion rule in the words of the server refusals', async () => {
    renderDialog(() => new Response('{}', { status: 200 }));
    expect(screen.getByTestId('structure-delete-rule').textContent).toBe(STRUCTURE_DELETE_RULE);
    expect(STRUCTURE_DELETE_RULE).toBe(
      'Una struttura non è cancellabile finché ha sistemi in attesa in un job di pubblicazione in corso o sistemi pubblicati su un concorso aperto alla vendita, anche esauriti.',
    );
    // the refusals name the same half of the rule that stopped the deletion
    expect(ERRORS.STRUCTURE_IN_USE).toContain('sistemi pubblicati su un concorso aperto alla vendita, anche esauriti');
    expect(ERRORS.STRUCTURE_QUEUED).toContain('sistemi in attesa in un job di pubblicazione in corso');
  });

  it('refused by the server: its reason, the dialog stays open', async () => {
    const { onClose } = renderDialog(
      () => new Response(JSON.stringify({ code: 'IN_USE', message: ERRORS.IN_USE, fields: {} }), { status: 409 }),
    );
    expect((await screen.findByTestId('delete-structure-error')).textContent).toBe(ERRORS.IN_USE);
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.IN_USE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an answer it cannot read: the structure deletion error', async () => {
    const { onClose } = renderDialog(() => new Response('<html>Manutenzione</html>', { status: 200 }));
    expect((await screen.findByTestId('delete-structure-error')).textContent).toBe(ERRORS.STRUCTURE_DELETE_ERROR);
    expect(ERRORS.STRUCTURE_DELETE_ERROR).toBe('Errore nella cancellazione della struttura, riprovare più tardi.');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.STRUCTURE_DELETE_ERROR);
    expect(onClose).not.toHaveBeenCalled();
  });
});
