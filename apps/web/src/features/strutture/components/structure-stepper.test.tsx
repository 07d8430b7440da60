// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { ERRORS, calculate, type CalculateRequest, type GameSlug, type Structure } from '@bacheca/domain';
import { createQueryClient } from '../../../lib/query-client';
import { defaultValues } from '../form-model';
import { StructureStepper } from './structure-stepper';

let posted: unknown = null;
/** What the server answers to the save (POST on create, PUT on edit). */
const NAME_TAKEN = () =>
  new Response(
    JSON.stringify({
      code: 'STRUCTURE_NAME_TAKEN',
      message: 'Nome struttura già utilizzato.',
      fields: { name: 'Nome struttura già utilizzato.' },
    }),
    {
      status: 409,
    },
  );
let saveAnswer: () => Response = NAME_TAKEN;

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const calc = /\/api\/v1\/games\/(\w+)\/calculate$/.exec(url);
      if (calc) {
        const out = calculate(calc[1] as GameSlug, JSON.parse(String(init?.body)) as CalculateRequest);
        return out.ok
          ? new Response(JSON.stringify(out.result), { status: 200 })
          : new Response(JSON.stringify({ code: out.code, message: out.message, fields: out.fields }), { status: 422 });
      }
      if (/^\/api\/v1\/games\/\w+\/tags$/.test(url))
        return new Response(JSON.stringify({ items: [] }), { status: 200 });
      if (
        (url === '/api/v1/games/superenalotto/structures' && init?.method === 'POST') ||
        (url === '/api/v1/games/superenalotto/structures/5' && init?.method === 'PUT')
      ) {
        posted = JSON.parse(String(init.body));
        return saveAnswer();
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

async function renderStepper(mode: 'new' | 'edit' = 'new', element?: () => React.JSX.Element) {
  const rootRoute = createRootRoute();
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/superenalotto/strutture/new',
    component:
      element ??
      (() => (
        <StructureStepper
          game="superenalotto"
          mode={mode}
          initial={defaultValues('superenalotto')}
          structure={
            mode === 'edit'
              ? ({
                  id: 5,
                  version: 3,
                  graphicId: null,
                  systemsCount: 0,
                  modules: defaultValues('superenalotto').modules,
                } as unknown as Structure)
              : undefined
          }
        />
      )),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/superenalotto/strutture/new'] }),
  });
  await act(async () => {
    await router.load();
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('structure-stepper', {}, { timeout: 8000 });
  return router;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  posted = null;
  saveAnswer = NAME_TAKEN;
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndSave(button = 'structure-save') {
  type('structure-name', 'Integrale 10');
  type('structure-short-description', 'Dieci numeri');
  type('structure-extended-description', 'Integrale di dieci numeri');
  const tags = screen.getByTestId('structure-tags');
  fireEvent.change(tags, { target: { value: 'integrali' } });
  fireEvent.keyDown(tags, { key: 'Enter' });
  fireEvent.click(screen.getByTestId('structure-channel-WEB'));
  fireEvent.mouseDown(within(screen.getByTestId('step-creazione')).getAllByRole('combobox').at(-1)!);
  fireEvent.click(await screen.findByRole('option', { name: 'Ricevitoria' }));
  fireEvent.click(screen.getByTestId('stepper-step-struttura'));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Template grafico/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Classico' }));
  fireEvent.click(screen.getByTestId(button));
}

describe('StructureStepper', () => {
  it("validates step 1 with the spec's messages, previews live on every step, and cycles the matrix", async () => {
    await renderStepper();
    // live preview from the first step
    expect((await screen.findByTestId('cost-combinations', {}, { timeout: 5000 })).textContent).toBe('210');
    fireEvent.click(screen.getByTestId('stepper-next'));
    expect(screen.getByText('Il nome della struttura è obbligatorio.')).toBeTruthy();
    expect(screen.getByText('La descrizione breve è obbligatoria.')).toBeTruthy();
    expect(screen.getByText('La descrizione estesa è obbligatoria.')).toBeTruthy();
    expect(screen.getByText('Indicare almeno un tag.')).toBeTruthy();
    expect(screen.getByText('Indicare almeno un canale di proposta.')).toBeTruthy();
    expect(screen.getByText('Il canale di vendita è obbligatorio.')).toBeTruthy();
    expect(screen.getByTestId('step-creazione')).toBeTruthy();

    fireEvent.click(screen.getByTestId('stepper-step-struttura'));
    type('module-0-numerosity', '12');
    await waitFor(() => expect(screen.getByTestId('cost-combinations').textContent).toBe('924'));
    expect(screen.getByTestId('cost-total').textContent).toBe('924,00 €');
    type('structure-quotes', '200');
    await waitFor(() =>
      expect(screen.getByTestId('cost-error').textContent).toContain(
        'Il numero di quote deve essere compreso tra 2 e 125.',
      ),
    );
    type('structure-quotes', '10');

    fireEvent.click(screen.getByTestId('stepper-step-vincoli'));
    const cell = screen.getByTestId('matrix-0-7');
    fireEvent.click(cell);
    expect(cell.getAttribute('data-state')).toBe('fixed');
    fireEvent.click(cell);
    expect(cell.getAttribute('data-state')).toBe('excluded');
    fireEvent.click(cell);
    expect(cell.getAttribute('data-state')).toBe('neutral');
    fireEvent.click(screen.getByTestId('constraints-0-twins'));
    const verdict = screen.getByTestId('constraints-0-main-verdict');
    expect(verdict.getAttribute('data-valid')).toBe('false');
    expect(verdict.getAttribute('data-rule')).toBe('POOL_TOO_SMALL');
    expect(verdict.textContent).toContain('Numeri disponibili sufficienti');
    // the preview is on this step too
    await waitFor(() => expect(screen.getByTestId('cost-combinations').textContent).toBe('924'));

    // saving with errors goes back to the first failing step
    fireEvent.click(screen.getByTestId('structure-save'));
    await waitFor(() => expect(screen.getByTestId('step-creazione')).toBeTruthy());
    expect(posted).toBeNull();
  });

  it("sends the contract's request and shows the server's field error (name already used)", async () => {
    await renderStepper();
    await fillAndSave();
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({
      name: 'Integrale 10',
      tags: ['integrali'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      graphicTemplate: 'CLASSICO',
      quotes: 10,
      modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 0, singleStar: false }],
      draft: false,
    });
    expect((await screen.findByTestId('structure-server-error')).textContent).toContain(
      'Nome struttura già utilizzato.',
    );
    expect(screen.getByTestId('step-creazione')).toBeTruthy();
    expect(screen.getAllByText('Nome struttura già utilizzato.').length).toBeGreaterThan(1);
  });

  it('"Crea grafica" saves the structure as BOZZA and opens the graphics editor for it, coming back on save', async () => {
    saveAnswer = () =>
      new Response(
        JSON.stringify({
          id: 7,
          name: 'Integrale 10',
          status: 'BOZZA',
          graphicId: null,
          totals: { combinations: 210, cedole: 1, totalPriceCents: 21000, quotaPriceCents: 2100, modules: [] },
        }),
        { status: 201 },
      );
    const router = await renderStepper('new');
    await fillAndSave('structure-create-graphic');
    await waitFor(() => expect(posted).toMatchObject({ draft: true }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/superenalotto/grafica/new?structureId=7&from=structure'),
    );
  });

  it('an answer it cannot read: the creation error, on create; the save error, on edit', async () => {
    // a proxy answering 200 with an HTML page: not an API error, so the stepper's own try-later text is shown
    saveAnswer = () => new Response('<html>Manutenzione</html>', { status: 200 });
    await renderStepper('new');
    await fillAndSave();
    expect((await screen.findByTestId('structure-server-error')).textContent).toContain(ERRORS.STRUCTURE_CREATE_ERROR);
    expect(ERRORS.STRUCTURE_CREATE_ERROR).toMatch(/^Errore nella creazione della struttura/);
    cleanup();
    posted = null;
    await renderStepper('edit');
    await fillAndSave();
    await waitFor(() => expect(posted).toMatchObject({ version: 3 }));
    expect((await screen.findByTestId('structure-server-error')).textContent).toContain(ERRORS.STRUCTURE_SAVE_ERROR);
    expect(ERRORS.STRUCTURE_SAVE_ERROR).not.toBe(ERRORS.STRUCTURE_CREATE_ERROR);
  });

  it('a duplicate of a verified EuroJackpot structure keeps its euronumbers verified until they change', async () => {
    const modules = [{ type: 'EUROJACKPOT' as const, numerosity: 6, euronumbers: 3 }];
    const saved = { id: 9, version: 2, graphicId: null, systemsCount: 4, modules } as unknown as Structure;
    const initial = { ...defaultValues('eurojackpot'), name: 'Copia di EJ', modules };
    const stepper = (mode: 'new' | 'duplicate') => () => (
      <StructureStepper
        game="eurojackpot"
        mode={mode}
        initial={initial}
        structure={mode === 'new' ? undefined : saved}
      />
    );
    await renderStepper('new', stepper('duplicate'));
    fireEvent.click(screen.getByTestId('stepper-step-euronumeri'));
    expect(await screen.findByTestId('euronumbers-verified')).toBeTruthy();
    // one euronumber more: no longer the verified structure
    type('module-0-euronumbers', '4');
    expect(await screen.findByTestId('euronumbers-unverified')).toBeTruthy();
    type('module-0-euronumbers', '3');
    expect(await screen.findByTestId('euronumbers-verified')).toBeTruthy();
    cleanup();
    // the same euronumbers typed in a new structure were never verified
    await renderStepper('new', stepper('new'));
    fireEvent.click(screen.getByTestId('stepper-step-euronumeri'));
    expect(await screen.findByTestId('euronumbers-unverified')).toBeTruthy();
  });
});
