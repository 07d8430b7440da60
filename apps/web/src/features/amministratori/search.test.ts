import { describe, expect, it } from 'vitest';
import { adminFilters, adminListParams, validateAmministratoriSearch } from './search';

describe('/amministratori search params', () => {
  it('keeps valid filters, sort and page', () => {
    expect(
      validateAmministratoriSearch({
        q: 'rossi',
        role: 'admin',
        enabled: true,
        active: 'false',
        blocked: 'false',
        sort: '-lastAccess',
        page: 3,
        pageSize: 50,
      }),
    ).toEqual({
      q: 'rossi',
      role: 'admin',
      enabled: true,
      active: false,
      blocked: false,
      sort: '-lastAccess',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops what the API would refuse: unknown role (ricevitore is no staff role), sort field or page size', () => {
    expect(validateAmministratoriSearch({ role: 'ricevitore', sort: 'password', pageSize: 7, page: 'x' })).toEqual({});
  });

  it('leaves the defaults out of the URL', () => {
    expect(validateAmministratoriSearch({ page: 1, pageSize: 25, q: '' })).toEqual({});
  });

  it('the export takes the filters and sort, never the page', () => {
    expect(adminFilters({ q: 'a', sort: 'name', page: 4, pageSize: 50 })).toEqual({ q: 'a', sort: 'name' });
  });

  it('the list call always names page and size', () => {
    expect(adminListParams({ q: 'a' })).toEqual({ q: 'a', page: 1, pageSize: 25 });
  });
});
