import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES, isProvinceCode } from './provinces';
import { ricevitoreEditableShape } from './schemas/users';
import { ERRORS } from './messages';

describe('province codes', () => {
  it('holds the 107 ISTAT sigle plus the four Sardinian ones still on records, each once', () => {
    expect(new Set(PROVINCE_CODES).size).toBe(PROVINCE_CODES.length);
    expect(PROVINCE_CODES.length).toBe(111);
    for (const code of ['RM', 'MI', 'NA', 'BT', 'SU', 'MB']) expect(isProvinceCode(code)).toBe(true);
    for (const code of ['XX', 'ZZ', 'Bari', 'rm', '']) expect(isProvinceCode(code)).toBe(false);
  });

  it('the outlet schema refuses a two-letter code that is no province', () => {
    const province = ricevitoreEditableShape.province;
    expect(province.safeParse('rm').data).toBe('RM');
    const refused = province.safeParse('XX');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(ERRORS.PROVINCE_INVALID);
  });
});
