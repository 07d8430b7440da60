import { describe, expect, it } from 'vitest';
import { STRUCTURE_LIST_PARAMS } from '@bacheca/domain/list-params';
import {
  boolParam,
  compactSearch,
  dateParam,
  dropInvertedRanges,
  listSearchShape,
  provinceParam,
  modelToSort,
  pageParam,
  pageSizeParam,
  searchSchema,
  searchValidator,
  sortParam,
  sortToModel,
  textParam,
  toQueryString,
  withFilters,
} from './list-search';

describe('list search params', () => {
  it('text: trimmed, empty is absent, numbers (the router parses ?ivrCode=100001 as JSON) read back as text', () => {
    expect(textParam(20).parse(' abc ')).toBe('abc');
    expect(textParam(20).parse('')).toBeUndefined();
    expect(textParam(20).parse(100001)).toBe('100001');
    expect(textParam(3).parse('abcd')).toBeUndefined();
    expect(textParam(3).parse({})).toBeUndefined();
  });

  it('booleans from JSON or text; anything else is no filter', () => {
    expect(boolParam.parse(true)).toBe(true);
    expect(boolParam.parse('false')).toBe(false);
    expect(boolParam.parse('yes')).toBeUndefined();
    expect(boolParam.parse(1)).toBeUndefined();
  });

  it('page and page size', () => {
    expect(pageParam.parse('3')).toBe(3);
    expect(pageParam.parse(0)).toBeUndefined();
    expect(pageParam.parse('x')).toBeUndefined();
    expect(pageSizeParam.parse(50)).toBe(50);
    expect(pageSizeParam.parse(33)).toBeUndefined();
    expect(pageSizeParam.parse(1000)).toBeUndefined();
  });

  it('dates are calendar days', () => {
    expect(dateParam.parse('2026-03-01')).toBe('2026-03-01');
    expect(dateParam.parse('01/03/2026')).toBeUndefined();
    expect(dateParam.parse('2026-13-45')).toBeUndefined();
  });

  it('sort: whitelisted field, ascending or descending', () => {
    const s = sortParam(['name', 'city'] as const);
    expect(s.parse('name')).toBe('name');
    expect(s.parse('-city')).toBe('-city');
    expect(s.parse('password')).toBeUndefined();
    expect(s.parse('--name')).toBeUndefined();
  });

  it('compact drops absent values and the defaults, so the URL names only what was chosen', () => {
    expect(compactSearch({ q: undefined, page: 1, pageSize: 25, enabled: false, city: '' })).toEqual({
      enabled: false,
    });
    expect(compactSearch({ page: 2, pageSize: 50 })).toEqual({ page: 2, pageSize: 50 });
  });

  it('a validator never throws on a hand-edited URL', () => {
    const v = searchValidator(searchSchema({ q: textParam(10), page: pageParam, enabled: boolParam }));
    expect(v({ q: 'x'.repeat(50), page: -4, enabled: 'maybe', other: 1 })).toEqual({});
    expect(v({ q: 'roma', page: 2, enabled: true })).toEqual({ q: 'roma', page: 2, enabled: true });
  });

  it('query strings for the API: booleans and numbers as text, absent values left out', () => {
    expect(toQueryString({ q: 'tab ross', enabled: true, blocked: false, page: 2, city: undefined, zone: '' })).toBe(
      '?q=tab+ross&enabled=true&blocked=false&page=2',
    );
    expect(toQueryString({})).toBe('');
  });

  it('sort ↔ grid sort model', () => {
    expect(sortToModel('-name')).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(sortToModel('city')).toEqual([{ field: 'city', sort: 'asc' }]);
    expect(sortToModel(undefined)).toEqual([]);
    expect(modelToSort([{ field: 'name', sort: 'desc' }], ['name'])).toBe('-name');
    expect(modelToSort([{ field: 'name', sort: 'asc' }], ['name'])).toBe('name');
    expect(modelToSort([{ field: 'boards', sort: 'asc' }], ['name'])).toBeUndefined();
    expect(modelToSort([], ['name'])).toBeUndefined();
  });

  it('changing a filter goes back to the first page', () => {
    expect(withFilters({ page: 4, q: 'a' } as { page?: number; q?: string }, { q: 'b' })).toEqual({
      page: undefined,
      q: 'b',
    });
  });

  it('a list URL is read from the list parameters the API declares, with page and size', () => {
    const v = searchValidator(searchSchema(listSearchShape(STRUCTURE_LIST_PARAMS)));
    expect(
      v({ q: ' tab ', boardType: 'SPECIALE', status: 'NOPE', quotaPriceFrom: '150', sort: '-name', page: 2, x: 1 }),
    ).toEqual({ q: 'tab', boardType: 'SPECIALE', quotaPriceFrom: 150, sort: '-name', page: 2 });
    expect(v({ quotaPriceTo: -1, pageSize: 33, sort: 'password' })).toEqual({});
  });

  it('an inverted range keeps its lower bound only', () => {
    const drop = dropInvertedRanges(['from', 'to']);
    expect(drop({ from: 5, to: 3 })).toEqual({ from: 5, to: undefined });
    expect(drop({ from: 3, to: 5 })).toEqual({ from: 3, to: 5 });
  });

  it('province codes in capitals, one or two letters', () => {
    expect(provinceParam.parse(' rm ')).toBe('RM');
    expect(provinceParam.parse('R1')).toBeUndefined();
  });
});
