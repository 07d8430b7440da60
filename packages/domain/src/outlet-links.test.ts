import { describe, expect, it } from 'vitest';
import { isOutletSitePath, outletLinkOf } from './outlet-links';

describe("an outlet's notification link", () => {
  it('is the outlet link when given, else the staff link only when an outlet may follow it', () => {
    expect(outletLinkOf('/notifications', '/bacheca/dati')).toBe('/bacheca/dati');
    expect(outletLinkOf('/notifications', null)).toBeNull();
    expect(outletLinkOf('/superenalotto/sistemi', '')).toBeNull();
    expect(outletLinkOf('/bacheca/proposte?x=1', null)).toBe('/bacheca/proposte?x=1');
    expect(outletLinkOf('https://www.adm.gov.it', null)).toBe('https://www.adm.gov.it');
    expect(outletLinkOf(null, null)).toBeNull();
  });
  it("knows the outlet portal's paths, not their look-alikes", () => {
    for (const p of ['/bacheca', '/bacheca/', '/bacheca/avvisi', '/bacheca#x', '/self-change-password'])
      expect(isOutletSitePath(p), p).toBe(true);
    for (const p of ['/bachecax', '/notifications', '//bacheca', '/self-change-passwordx', 'bacheca'])
      expect(isOutletSitePath(p), p).toBe(false);
  });
});
