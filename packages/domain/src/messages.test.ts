import { describe, expect, it } from 'vitest';
import { ERRORS, errorCodeOfText, type ErrorCode } from './messages';

describe('errorCodeOfText', () => {
  it('reads every catalogue text back as its own code: no two codes share words', () => {
    const shared = new Map<string, ErrorCode[]>();
    for (const [code, text] of Object.entries(ERRORS) as Array<[ErrorCode, string]>)
      shared.set(text, [...(shared.get(text) ?? []), code]);
    const ambiguous = [...shared.entries()].filter(([, codes]) => codes.length > 1);
    // the one text two codes share is the session's, which no schema gives a check
    expect(ambiguous).toEqual([['Sessione scaduta', ['SESSION_EXPIRED', 'UNAUTHORIZED']]]);
    for (const [text, [code]] of shared) if (text !== 'Sessione scaduta') expect(errorCodeOfText(text)).toBe(code);
  });

  it('knows no code for a text outside the catalogue', () => {
    expect(errorCodeOfText('Invalid input')).toBeUndefined();
    expect(errorCodeOfText(`${ERRORS.USERNAME_REQUIRED} `)).toBeUndefined();
  });
});
