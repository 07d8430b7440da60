import { describe, expect, it } from 'vitest';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import { checkAward } from './routes/award-form-page';
import { AWARD_FALLBACK, AWARD_SUCCESS } from './messages';

/** The first bytes of a PNG of width × height (what the header reader looks at). */
function pngHeader(width: number, height: number): string {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return `data:image/png;base64,${btoa(String.fromCharCode(...b))}`;
}

describe('the award form', () => {
  const base = {
    contestId: 7,
    label: 'Premio Speciale',
    icon: pngHeader(200, 30),
    showIcon: true,
    win: '1.000.000,00',
  };
  it('sends the win in cents and checks the icon from its bytes', () => {
    expect(checkAward(base, 2)).toEqual({
      ok: true,
      body: {
        contestId: 7,
        label: 'Premio Speciale',
        icon: base.icon,
        showIcon: true,
        associatedWinCents: 100_000_000,
        version: 2,
      },
    });
    const errors = (v: object) => {
      const r = checkAward({ ...base, ...v });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ icon: pngHeader(300, 40) }).icon).toBe(ERRORS.AWARD_ICON_TOO_LARGE);
    expect(errors({ icon: 'data:image/png;base64,PHN2Zz4=' }).icon).toBe(ERRORS.AWARD_ICON_INVALID);
    expect(errors({ icon: null }).icon).toBe(ERRORS.AWARD_ICON_REQUIRED);
    expect(errors({ label: '' }).label).toBe(ERRORS.AWARD_LABEL_REQUIRED);
    expect(errors({ contestId: undefined }).contestId).toBe(ERRORS.AWARD_CONTEST_REQUIRED);
    expect(errors({ win: 'mille' }).win).toMatch(/euro,centesimi/);
  });
  it('falls back to the spec §8 award errors when the server gives no message', () => {
    expect(AWARD_FALLBACK).toEqual({
      create: ERRORS.AWARD_CREATE_ERROR,
      update: ERRORS.AWARD_UPDATE_ERROR,
      delete: ERRORS.AWARD_DELETE_ERROR,
      duplicate: ERRORS.AWARD_DUPLICATE_ERROR,
    });
    expect(AWARD_SUCCESS).toEqual({
      created: SUCCESS.AWARD_CREATED,
      updated: SUCCESS.AWARD_UPDATED,
      duplicated: SUCCESS.AWARD_DUPLICATED,
    });
    expect(SUCCESS.AWARD_DUPLICATED).toBe('Premio straordinario duplicato con successo');
  });
});
