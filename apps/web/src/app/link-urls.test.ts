// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, linkOptions } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { systemsLink } from '../shared-features/dashboard/game-figures';

/**
 * Typed links write the URLs the app has always written (bookmarks, e2e journeys and the server's dashboard test rely
 * on them): the search keys in the order given, values as plain text. Checked both as a link renders its href and as
 * a click navigates (where the route's validateSearch runs on the search).
 */
const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/home'] }) });
const rendered = (o: object) => router.buildLocation(o as never).href;
const navigated = (o: object) =>
  router.buildLocation({ ...(o as Record<string, unknown>), _includeValidateSearch: true } as never).href;

const cases: [string, object, string][] = [
  [
    'winning systems',
    systemsLink('superenalotto', { contestId: 12, winning: true }),
    '/superenalotto/sistemi?contestId=12&winning=true',
  ],
  [
    'Totocalcio winning systems',
    systemsLink('totocalcio', { contestId: 12, winning: true }),
    '/archivio-sistemi?game=totocalcio&contestId=12&winning=true',
  ],
  [
    'systems by status',
    systemsLink('sivincetutto', { status: 'COMPLETATA' }),
    '/sivincetutto/sistemi?status=COMPLETATA',
  ],
  [
    'Totocalcio by status',
    systemsLink('totocalcio', { status: 'BOZZA' }),
    '/archivio-sistemi?game=totocalcio&status=BOZZA',
  ],
  ['systems of a structure', systemsLink('eurojackpot', { structureId: 9 }), '/eurojackpot/sistemi?structureId=9'],
  [
    'imported drafts',
    linkOptions({
      to: '/$game/sistemi',
      params: { game: 'superenalotto' },
      search: { structureId: 5, status: 'BOZZA' },
    }),
    '/superenalotto/sistemi?structureId=5&status=BOZZA',
  ],
  ['active outlets', linkOptions({ to: '/ricevitorie', search: { active: true } }), '/ricevitorie?active=true'],
  [
    'copy of a system',
    linkOptions({ to: '/$game/sistemi/new', params: { game: 'superenalotto' }, search: { id: '42' } }),
    '/superenalotto/sistemi/new?id=42',
  ],
  [
    'Totocalcio archive after saving',
    linkOptions({ to: '/archivio-sistemi', search: { game: 'totocalcio', q: 'Mio sistema & co/è' } }),
    '/archivio-sistemi?game=totocalcio&q=Mio+sistema+%26+co%2F%C3%A8',
  ],
];

describe('typed links keep the URLs', () => {
  it.each(cases)('%s', (_name, options, url) => {
    expect(rendered(options)).toBe(url);
    expect(navigated(options)).toBe(url);
  });
});
