import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './url-search';

describe('plain URL search values', () => {
  it('writes ids, numbers and booleans as they are, not as JSON', () => {
    expect(stringifyPlainSearch({ id: '210' })).toBe('?id=210');
    expect(stringifyPlainSearch({ page: 2, evidence: true, q: 'sistema "A" & B', skip: undefined, none: null })).toBe(
      '?page=2&evidence=true&q=sistema+%22A%22+%26+B',
    );
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('reads every value back as text, the first of repeated keys', () => {
    expect(parsePlainSearch('?id=210&page=2&evidence=true&q=sistema+%22A%22+%26+B&id=9')).toEqual({
      id: '210',
      page: '2',
      evidence: 'true',
      q: 'sistema "A" & B',
    });
    expect(parsePlainSearch('')).toEqual({});
  });

  it('round-trips what the lists write', () => {
    const search = { q: 'integrale 2026', status: 'PUBBLICATO', page: 3, sort: '-createdAt' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual({
      q: 'integrale 2026',
      status: 'PUBBLICATO',
      page: '3',
      sort: '-createdAt',
    });
  });
});
