import { describe, expect, it } from 'vitest';
import { linkOptions } from '@tanstack/react-router';

/**
 * Links are typed by the route tree (RouterLink, RouterButton and navigate take the same options as `linkOptions`):
 * the `@ts-expect-error` lines below are links the type check must refuse. If one of them started to compile, tsc
 * would fail on the unused directive.
 */
describe('typed links', () => {
  it('a link names a route of the table and exactly its params', () => {
    const ok = linkOptions({
      to: '/$game/sistemi/detail/$systemId',
      params: { game: 'superenalotto', systemId: '7' },
    });
    expect(ok.to).toBe('/$game/sistemi/detail/$systemId');

    // @ts-expect-error: no route has this path
    linkOptions({ to: '/$game/sistema/$systemId', params: { game: 'superenalotto', systemId: '7' } });
    // @ts-expect-error: the route's second parameter is missing
    linkOptions({ to: '/$game/sistemi/detail/$systemId', params: { game: 'superenalotto' } });
    // @ts-expect-error: a parameter of another route
    linkOptions({ to: '/ricevitorie/$ivrCode', params: { username: 'mrossi' } });
    // @ts-expect-error: a search value the list's validator does not accept
    linkOptions({ to: '/ricevitorie', search: { active: 'maybe' } });
  });
});
