import { describe, expect, it } from 'vitest';
import { isProvinceCode } from '@bacheca/domain';
import { CITIES } from './italy';

describe('demo geography', () => {
  it('every demo city carries a real province code (the outlet schema refuses any other)', () => {
    expect(CITIES.filter(([, province]) => !isProvinceCode(province))).toEqual([]);
  });
});
