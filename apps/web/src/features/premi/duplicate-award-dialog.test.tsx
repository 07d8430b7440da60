// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Award } from '@bacheca/domain';
import { createQueryClient } from '../../lib/query-client';
import { DuplicateAwardDialog } from './components/duplicate-award-dialog';

const contest = (id: number, n: number) => ({
  id,
  game: 'superenalotto',
  year: 2026,
  number: n,
  label: `Concorso ${n}/2026`,
  drawDate: '2026-12-01',
  closesAt: '2026-12-01T18:30:00Z',
  status: 'APERTO',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DuplicateAwardDialog', () => {
  it("never offers the award's own contest", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/v1/games/superenalotto/contests')
          ? new Response(JSON.stringify({ items: [contest(11, 140), contest(12, 141), contest(13, 142)] }), {
              status: 200,
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    const award = { id: 5, contestId: 12, contestLabel: 'Concorso 141/2026', label: 'Premio' } as Award;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DuplicateAwardDialog award={award} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Concorso di destinazione/ }));
    const list = await screen.findByRole('listbox');
    await within(list).findByText(/Concorso 140\/2026/, {}, { timeout: 8000 });
    const options = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Scegliere un concorso',
      'Concorso 140/2026 – 01/12/2026',
      'Concorso 142/2026 – 01/12/2026',
    ]);
  });
});
