// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ERRORS, errorMessage } from '@bacheca/domain';
import { createQueryClient } from '../../../lib/query-client';
import { quotesManageable } from '../../../shared-features/systems/quote-api';
import { CancelSystemsDialog, type CancelTarget } from './cancel-systems-dialog';

function stub(answer: (url: string, body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    answer(url, JSON.parse(String(init?.body ?? '{}'))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(target: CancelTarget, onClose = vi.fn(), onDone = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelSystemsDialog game="superenalotto" target={target} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onClose, onDone };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CancelSystemsDialog', () => {
  it('requires a reason before any request, then shows the server refusal in the dialog', async () => {
    const held = errorMessage('SYSTEM_WITHDRAW_HELD', { count: 3 });
    const fetchMock = stub(
      () =>
        new Response(JSON.stringify({ code: 'SYSTEM_WITHDRAW_HELD', message: held, fields: { systemId: held } }), {
          status: 409,
        }),
    );
    const { onClose } = renderDialog({ kind: 'single', id: 7, draft: false });
    expect(screen.getByText('Ritira pubblicazione')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(await screen.findByText(ERRORS.SYSTEM_CANCEL_REASON_REQUIRED)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('cancel-reason'), { target: { value: '  Concorso sbagliato ' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('cancel-error').textContent).toBe(held));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/games/superenalotto/systems/7/cancel');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({ reason: 'Concorso sbagliato' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a selection lists the refused rows with why after the summary', async () => {
    const fetchMock = stub(
      () =>
        new Response(
          JSON.stringify({
            message: '1 annullato, 1 non annullabile',
            cancelled: [1],
            refused: [
              { id: 2, name: 'INTEGRALE-0002', code: 'SYSTEM_WITHDRAW_CLOSED', message: ERRORS.SYSTEM_WITHDRAW_CLOSED },
            ],
          }),
          { status: 200 },
        ),
    );
    const { onClose, onDone } = renderDialog({ kind: 'selection', ids: [1, 2] });
    expect(screen.getByText('Annulla o ritira 2 sistemi')).toBeTruthy();
    fireEvent.change(screen.getByTestId('cancel-reason'), { target: { value: 'Pulizia' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    const row = await screen.findByTestId('cancel-refused-2');
    expect(row.textContent).toContain('INTEGRALE-0002 (ID 2)');
    expect(row.textContent).toContain(ERRORS.SYSTEM_WITHDRAW_CLOSED);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/games/superenalotto/systems/cancel');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body))).toEqual({ ids: [1, 2], reason: 'Pulizia' });
    expect(onDone).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('cancel-close'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('quotesManageable', () => {
  it('offers the quote dialog only on a system published on an open contest', () => {
    const open = { status: 'APERTO' as const };
    const closed = { status: 'CHIUSO' as const };
    expect(quotesManageable({ status: 'ASSOCIATA', contest: open })).toBe(true);
    expect(quotesManageable({ status: 'COMPLETATA', contest: open })).toBe(true);
    expect(quotesManageable({ status: 'BOZZA', contest: null })).toBe(false);
    expect(quotesManageable({ status: 'CANCELLATA', contest: open })).toBe(false);
    expect(quotesManageable({ status: 'COMPLETATA', contest: closed })).toBe(false);
  });
});
