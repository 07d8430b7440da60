// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ERRORS, type SystemDetail } from '@bacheca/domain';
import { createQueryClient } from '../../lib/query-client';
import { QuoteManagementDialog } from './quote-management-dialog';

const SYSTEM: SystemDetail = {
  id: 7,
  game: 'superenalotto',
  name: 'INTEGRALE10',
  structureId: 2,
  structureName: 'Integrale 10',
  structureType: 'NON_ACCUMULO',
  contest: null,
  modules: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
  totocalcio: null,
  quotesTotal: 10,
  quotesAssigned: 3,
  quotesAvailable: 7,
  quotaPriceCents: 2100,
  totalPriceCents: 21000,
  cedole: 1,
  combinations: 210,
  accumulation: false,
  tags: [],
  status: 'BOZZA',
  evidence: false,
  boSystem: true,
  graphicName: null,
  boardName: null,
  sourceSystemId: null,
  jobId: null,
  assignments: [
    {
      ivrCode: '100001',
      denomination: 'Tabaccheria Centrale',
      city: 'Roma',
      quantity: 3,
      assignedAt: '2026-11-20T10:00:00Z',
      assignedBy: 'admin',
    },
  ],
  createdAt: '2026-11-20T10:00:00Z',
  version: 1,
  winsTotalCents: null,
  winsPerQuotaCents: null,
  wins: null,
};

function stub(put: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/v1/systems/7') return new Response(JSON.stringify(SYSTEM), { status: 200 });
    if (url === '/api/v1/systems/7/quotes' && init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuoteManagementDialog open game="superenalotto" systemId={7} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuoteManagementDialog', () => {
  it('checks the rules of spec §5 before any request', async () => {
    const fetchMock = stub(() => new Response('{}', { status: 500 }));
    renderDialog();
    await screen.findByTestId('quote-line-100001', {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId('quote-add'));
    expect(screen.getByText('Il codice IVR è obbligatorio.')).toBeTruthy();
    type('quote-add-ivr', '100001');
    fireEvent.click(screen.getByTestId('quote-add'));
    expect(screen.getByText('La ricevitoria ha già quote associate: modificare il numero esistente.')).toBeTruthy();
    type('quote-add-ivr', '100002');
    type('quote-add-qty', '0');
    fireEvent.click(screen.getByTestId('quote-add'));
    expect(screen.getByText('La quantità di quote deve essere maggiore di zero.')).toBeTruthy();
    type('quote-add-qty', '8');
    fireEvent.click(screen.getByTestId('quote-add'));
    expect(screen.getByText('La quantità richiesta supera le quote disponibili.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
  });

  it('adds pasted codes with one quantity, changes an existing one, and saves atomically', async () => {
    let sent: unknown = null;
    stub((body) => {
      sent = body;
      return new Response(
        JSON.stringify({
          ok: true,
          message: 'Quote salvate: 5 assegnate, 5 disponibili',
          quotesTotal: 10,
          quotesAssigned: 5,
          quotesAvailable: 5,
          assignments: [],
        }),
        { status: 200 },
      );
    });
    const onClose = renderDialog();
    await screen.findByTestId('quote-line-100001', {}, { timeout: 8000 });
    type('quote-paste', '100002, 100003\n100002');
    type('quote-paste-qty', '1');
    fireEvent.click(screen.getByTestId('quote-paste-add'));
    expect(screen.getByTestId('quote-line-100002')).toBeTruthy();
    expect(screen.getByTestId('quote-line-100003')).toBeTruthy();
    type('quote-qty-100001', '3');
    fireEvent.change(screen.getByTestId('quote-qty-100001'), { target: { value: '1' } });
    expect(screen.getByTestId('quote-available-after').textContent).toBe('7');
    fireEvent.click(screen.getByTestId('quote-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({
      add: [
        { ivrCode: '100002', quantity: 1 },
        { ivrCode: '100003', quantity: 1 },
      ],
      set: [{ ivrCode: '100001', quantity: 1 }],
      expectedAvailable: 7,
    });
  });

  it('pasted codes that are not taken are each listed with the reason, and stay in the box to fix', async () => {
    stub(() => new Response('{}', { status: 500 }));
    renderDialog();
    await screen.findByTestId('quote-line-100001', {}, { timeout: 8000 });
    type('quote-paste', 'ABC!! 100002\n100001');
    type('quote-paste-qty', '1');
    fireEvent.click(screen.getByTestId('quote-paste-add'));
    expect(screen.getByTestId('quote-line-100002')).toBeTruthy();
    const listed = [...screen.getByTestId('quote-paste-errors').querySelectorAll('li')].map((li) => li.textContent);
    expect(listed).toEqual([
      'ABC!!: Il codice IVR deve essere alfanumerico (massimo 20 caratteri).',
      '100001: La ricevitoria ha già quote associate: modificare il numero esistente.',
    ]);
    expect((screen.getByTestId('quote-paste') as HTMLTextAreaElement).value).toBe('ABC!!\n100001');
  });

  it('lists the unknown IVR codes the server refuses, on their rows', async () => {
    stub(
      () =>
        new Response(
          JSON.stringify({
            code: 'QUOTE_IVR_UNKNOWN',
            message: 'Codici IVR non associati ad alcuna ricevitoria: ZZ999.',
            fields: { 'add.1.ivrCode': 'Nessuna ricevitoria con codice IVR ZZ999.' },
          }),
          { status: 422 },
        ),
    );
    const onClose = renderDialog();
    await screen.findByTestId('quote-line-100001', {}, { timeout: 8000 });
    type('quote-paste', '100002 ZZ999');
    fireEvent.click(screen.getByTestId('quote-paste-add'));
    fireEvent.click(screen.getByTestId('quote-save'));
    const error = await screen.findByTestId('quote-server-error');
    expect(error.textContent).toContain('Codici IVR non associati ad alcuna ricevitoria: ZZ999.');
    expect(within(screen.getByTestId('quote-line-ZZ999')).getByTestId('quote-line-error-ZZ999').textContent).toContain(
      'ZZ999',
    );
    expect(screen.queryByTestId('quote-line-error-100002')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an answer it cannot read shows the archive assignment error and keeps the dialog open', async () => {
    // a proxy answering 200 with an HTML page: not an API error, so the dialog's own try-later text is shown
    stub(() => new Response('<html>Manutenzione</html>', { status: 200 }));
    const onClose = renderDialog();
    await screen.findByTestId('quote-line-100001', {}, { timeout: 8000 });
    fireEvent.change(screen.getByTestId('quote-qty-100001'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('quote-save'));
    const error = await screen.findByTestId('quote-server-error');
    expect(error.textContent).toContain(ERRORS.ARCHIVE_QUOTE_ASSIGN_ERROR);
    expect(ERRORS.ARCHIVE_QUOTE_ASSIGN_ERROR).toBe("Errore nell'assegnazione delle quote, riprovare più tardi.");
    expect(onClose).not.toHaveBeenCalled();
  });
});
