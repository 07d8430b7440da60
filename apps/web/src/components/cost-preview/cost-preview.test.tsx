// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { calculate, type CalculateRequest, type GameSlug } from '@bacheca/domain';
import { createQueryClient } from '../../lib/query-client';
import { CostPreview } from './cost-preview';

/** The server: the same engine (or a forced answer), as POST /games/{game}/calculate would answer. */
function stubServer(override?: (game: string, body: CalculateRequest) => Response | undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const m = /\/api\/v1\/games\/(\w+)\/calculate$/.exec(url);
    if (!m) return new Response('{}', { status: 404 });
    const body = JSON.parse(String(init?.body)) as CalculateRequest;
    const forced = override?.(m[1], body);
    if (forced) return forced;
    const out = calculate(m[1] as GameSlug, body);
    return out.ok
      ? new Response(JSON.stringify(out.result), { status: 200 })
      : new Response(JSON.stringify({ code: out.code, message: out.message, fields: out.fields }), { status: 422 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPreview(game: GameSlug, request: CalculateRequest | null) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <CostPreview game={game} request={request} localDelayMs={0} serverDelayMs={0} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CostPreview (regulation table)', () => {
  const cases: Array<{
    name: string;
    game: GameSlug;
    request: CalculateRequest;
    comb: string;
    total: string;
    quota: string;
    cedole: string;
  }> = [
    {
      name: 'SuperEnalotto INTEGRALE 10',
      game: 'superenalotto',
      request: { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 0, singleStar: false }] },
      comb: '210',
      cedole: '1',
      total: '210,00 €',
      quota: '21,00 €',
    },
    {
      name: 'SiVinceTutto INTEGRALE 14',
      game: 'sivincetutto',
      request: { quotes: 5, modules: [{ type: 'INTEGRALE', numerosity: 14 }] },
      comb: '91',
      cedole: '1',
      total: '455,00 €',
      quota: '91,00 €',
    },
    {
      name: 'EuroJackpot 10 + 3',
      game: 'eurojackpot',
      request: { quotes: 8, modules: [{ type: 'EUROJACKPOT', numerosity: 10, euronumbers: 3 }] },
      comb: '756',
      cedole: '1',
      total: '1.512,00 €',
      quota: '189,00 €',
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.comb} combinazioni, ${c.total}, verified by the server`, async () => {
      const fetchMock = stubServer();
      renderPreview(c.game, c.request);
      expect((await screen.findByTestId('cost-combinations')).textContent).toContain(c.comb);
      expect(screen.getByTestId('cost-cedole').textContent).toContain(c.cedole);
      expect(screen.getByTestId('cost-total').textContent).toContain(c.total);
      expect(screen.getByTestId('cost-quota').textContent).toContain(c.quota);
      await waitFor(() => expect(screen.getByTestId('cost-status').getAttribute('data-status')).toBe('verified'));
      expect(screen.getByTestId('cost-status').textContent).toContain('Verificato dal server');
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/v1/games/${c.game}/calculate`,
        expect.objectContaining({ method: 'POST' }),
      );
    });
  }

  it("shows the engine's Italian error (numbers out of range), and the server confirms it", async () => {
    stubServer();
    renderPreview('superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 200 }] });
    const error = await screen.findByTestId('cost-error');
    expect(error.textContent).toContain('Numeri, Euronumeri o SuperStar fuori dai limiti consentiti.');
    expect(error.getAttribute('data-code')).toBe('NUMBERS_OUT_OF_RANGE');
    await waitFor(() => expect(screen.getByTestId('cost-status').getAttribute('data-status')).toBe('verified'));
  });

  it('shows the quota price error with its detail', async () => {
    stubServer();
    // 210 € in 125 quote: 1,68 € per quota, under 5,00 €
    renderPreview('superenalotto', { quotes: 125, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    const error = await screen.findByTestId('cost-error');
    expect(error.getAttribute('data-code')).toBe('QUOTA_PRICE_TOO_LOW');
    expect(error.textContent).toContain('Il prezzo della quota è troppo basso.');
    expect(error.textContent).toContain('Prezzo della quota 1,68 €');
  });

  it("flags a disagreement and shows the server's answer as authoritative", async () => {
    stubServer(
      () =>
        new Response(
          JSON.stringify({ combinations: 211, cedole: 1, totalPriceCents: 21100, quotaPriceCents: 2110, modules: [] }),
          { status: 200 },
        ),
    );
    renderPreview('superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    await waitFor(() => expect(screen.getByTestId('cost-status').getAttribute('data-status')).toBe('disagreement'));
    expect(screen.getByTestId('cost-combinations').textContent).toContain('211');
    expect(screen.getByTestId('cost-disagreement').textContent).toContain('210 combinazioni, 210,00 €');
  });

  it('keeps the local figures when the server cannot be reached', async () => {
    stubServer(() => new Response('boom', { status: 503 }));
    renderPreview('superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    await waitFor(() => expect(screen.getByTestId('cost-status').getAttribute('data-status')).toBe('unverified'));
    expect(screen.getByTestId('cost-total').textContent).toContain('210,00 €');
  });

  it('waits for complete inputs', () => {
    const fetchMock = stubServer();
    renderPreview('superenalotto', { quotes: Number.NaN, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    expect(screen.getByTestId('cost-incomplete')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
