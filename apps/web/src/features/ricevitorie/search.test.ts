import { describe, expect, it } from 'vitest';
import {
  hasRicevitorieFilters,
  ricevitorieCountFilters,
  ricevitorieFilters,
  validateRicevitorieSearch,
} from './search';

describe('/ricevitorie search params', () => {
  it('keeps every filter of the list', () => {
    const url = {
      q: 'tab ross',
      ivrCode: 100123,
      denomination: 'Centrale',
      city: 'Roma',
      province: 'rm',
      region: 'Lazio',
      zone: 'CENTRO',
      concession: 'PGS',
      enabled: true,
      active: 'true',
      blocked: false,
      sip: true,
      tcal: false,
      tgol: true,
      lastAccessFrom: '2026-01-01',
      lastAccessTo: '2026-02-01',
      sort: '-lastAccess',
      page: 2,
    };
    const s = validateRicevitorieSearch(url);
    // Every value kept; the IVR code read back as text, the province upper-cased, 'true' as a boolean.
    expect(s).toEqual({ ...url, ivrCode: '100123', province: 'RM', active: true });
    expect(hasRicevitorieFilters(s)).toBe(true);
  });

  it('drops invalid values instead of failing', () => {
    expect(
      validateRicevitorieSearch({
        concession: 'XYZ',
        province: 'Roma',
        lastAccessFrom: 'ieri',
        sort: 'email',
        pageSize: 3,
      }),
    ).toEqual({});
    expect(hasRicevitorieFilters({})).toBe(false);
  });

  it('export: filters and sort; active count: filters only', () => {
    const s = { city: 'Roma', sort: 'city' as const, page: 3, pageSize: 50 };
    expect(ricevitorieFilters(s)).toEqual({ city: 'Roma', sort: 'city' });
    expect(ricevitorieCountFilters(s)).toEqual({ city: 'Roma' });
  });
});
