import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIST_PARAMS, listFilterKeys, RICEVITORE_FILTER_PARAMS } from './list-params';
import { adminListQuery, ricevitoreListQuery } from './schemas/users';
import { structureListQuery } from './schemas/structures';
import { awardListQuery } from './schemas/awards';

describe('list parameters: one table, read by the API schemas', () => {
  it('text: the declared maximum, trimmed where the table says so', () => {
    expect(adminListQuery.parse({ q: '  rossi ' }).q).toBe('rossi');
    expect(adminListQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(structureListQuery.parse({ q: ' a ' }).q).toBe(' a ');
  });

  it('enums, booleans, cents, ids, days and sort by kind', () => {
    const ok = ricevitoreListQuery.parse({
      concession: 'PGS',
      enabled: 'false',
      province: ' rm ',
      lastAccessFrom: '2026-03-01',
      sort: '-denomination',
    });
    expect(ok).toMatchObject({ concession: 'PGS', enabled: false, province: 'RM', lastAccessFrom: '2026-03-01' });
    expect(ricevitoreListQuery.safeParse({ concession: 'XXX' }).success).toBe(false);
    expect(ricevitoreListQuery.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(ricevitoreListQuery.safeParse({ lastAccessFrom: '2026-02-30' }).success).toBe(false);
    expect(ricevitoreListQuery.safeParse({ sort: 'password' }).success).toBe(false);
    expect(structureListQuery.parse({ quotaPriceFrom: '150' }).quotaPriceFrom).toBe(150);
    expect(structureListQuery.safeParse({ quotaPriceFrom: '-1' }).success).toBe(false);
  });

  it('the rules across fields stay with the schemas: inverted ranges refused, award default', () => {
    expect(structureListQuery.safeParse({ quotaPriceFrom: '200', quotaPriceTo: '100' }).success).toBe(false);
    expect(ricevitoreListQuery.safeParse({ lastAccessFrom: '2026-03-02', lastAccessTo: '2026-03-01' }).success).toBe(
      false,
    );
    expect(awardListQuery.parse({}).when).toBe('all');
  });

  it('the filters of a list are its parameters but the sort', () => {
    expect(listFilterKeys(ARCHIVE_LIST_PARAMS)).toEqual([
      'q',
      'game',
      'status',
      'contestId',
      'boSystem',
      'quotaPriceFrom',
      'quotaPriceTo',
      'winning',
    ]);
    expect(listFilterKeys(RICEVITORE_FILTER_PARAMS)).toHaveLength(16);
  });
});
