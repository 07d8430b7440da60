import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage } from '@bacheca/domain';
import { quoteRefusal, quoteRefusalError, statusAfterQuotes, type QuoteSystemState } from './quotes';

const system = (status: string, open: boolean, available: number): QuoteSystemState => ({ status, open, available });

describe('quoteRefusal: when quote may move on a system', () => {
  // taking: an outlet's allocation takes 3; the staff's dialog passes 0 (it may release quote too)
  it.each([
    ['not found', undefined, 3, { code: 'SYSTEM_NOT_FOUND' }],
    ['draft', system('BOZZA', false, 10), 3, { code: 'SYSTEM_NOT_PUBLISHED' }],
    ['draft, staff dialog', system('BOZZA', false, 10), 0, { code: 'SYSTEM_NOT_PUBLISHED' }],
    ['published on an open contest', system('ASSOCIATA', true, 10), 3, null],
    ['published, exactly the last quote', system('ASSOCIATA', true, 3), 3, null],
    ['published, fewer left than asked', system('ASSOCIATA', true, 2), 3, { code: 'QUOTE_NOT_AVAILABLE', max: 2 }],
    ['published, staff dialog', system('ASSOCIATA', true, 0), 0, null],
    ['sold out (COMPLETATA, open)', system('COMPLETATA', true, 0), 3, { code: 'QUOTE_NOT_AVAILABLE', max: 0 }],
    ['sold out, staff dialog (may reduce)', system('COMPLETATA', true, 0), 0, null],
    ['cancelled', system('CANCELLATA', true, 10), 3, { code: 'SYSTEM_NOT_EDITABLE' }],
    ['cancelled, staff dialog', system('CANCELLATA', true, 10), 0, { code: 'SYSTEM_NOT_EDITABLE' }],
    ['contest closed', system('ASSOCIATA', false, 10), 3, { code: 'SYSTEM_NOT_EDITABLE' }],
    ['contest closed, staff dialog', system('ASSOCIATA', false, 10), 0, { code: 'SYSTEM_NOT_EDITABLE' }],
    ['completed on a closed contest', system('COMPLETATA', false, 4), 3, { code: 'SYSTEM_NOT_EDITABLE' }],
    ['completed on a closed contest, staff dialog', system('COMPLETATA', false, 0), 0, { code: 'SYSTEM_NOT_EDITABLE' }],
  ])('%s', (_, state, taking, expected) => {
    expect(quoteRefusal(state, taking)).toEqual(expected);
  });
});

describe('quoteRefusalError: the answer of each refusal', () => {
  it.each([
    [{ code: 'SYSTEM_NOT_FOUND' } as const, 404, { systemId: ERRORS.SYSTEM_NOT_FOUND }],
    [{ code: 'SYSTEM_NOT_PUBLISHED' } as const, 422, { systemId: ERRORS.SYSTEM_NOT_PUBLISHED }],
    [{ code: 'SYSTEM_NOT_EDITABLE' } as const, 422, { systemId: ERRORS.SYSTEM_NOT_EDITABLE }],
    [
      { code: 'QUOTE_NOT_AVAILABLE', max: 1 } as const,
      422,
      { quantity: errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 3, max: 1 }) },
    ],
  ])('%o', (refusal, status, fields) => {
    const e = quoteRefusalError(refusal, 3);
    expect({ code: e.code, status: e.status, fields: e.fields }).toEqual({ code: refusal.code, status, fields });
  });
});

describe('statusAfterQuotes', () => {
  it('is COMPLETATA when nothing is left, otherwise ASSOCIATA', () => {
    expect(statusAfterQuotes(0)).toBe('COMPLETATA');
    expect(statusAfterQuotes(1)).toBe('ASSOCIATA');
  });
});
