import { describe, expect, it } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import { SUCCESS, format } from '@bacheca/domain/messages';
import {
  quoteChangeText,
  addError,
  parseQuantity,
  serverLineErrors,
  summarize,
  toQuoteRequest,
  type ExistingLine,
  type NewLine,
} from './quote-changes';

const existing: ExistingLine[] = [
  { ivrCode: '100001', denomination: 'Tabaccheria Centrale', city: 'Roma', original: 3, quantity: '3' },
  { ivrCode: '100002', denomination: 'Bar Sport', city: 'Milano', original: 2, quantity: '2' },
];

describe('quote management rules (spec §5)', () => {
  it('reads whole quantities only', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1,5')).toBeNaN();
    expect(parseQuantity('-1')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
  });

  it('requires the IVR code and refuses an outlet that already holds quote', () => {
    expect(addError('', existing, [])).toBe(ERRORS.QUOTE_IVR_REQUIRED);
    expect(addError('  ', existing, [])).toBe(ERRORS.QUOTE_IVR_REQUIRED);
    expect(addError('10-01', existing, [])).toBe(ERRORS.IVR_CODE_INVALID);
    expect(addError('100001', existing, [])).toBe(ERRORS.QUOTE_ALREADY_ASSOCIATED);
    expect(addError('100003', existing, [{ key: 'a', ivrCode: '100003', quantity: '1' }])).toContain(
      'già tra le nuove',
    );
    expect(addError('100003', existing, [])).toBeNull();
  });

  it('counts the available quote after the change and refuses going over them', () => {
    const added: NewLine[] = [{ key: 'a', ivrCode: '100003', quantity: '4' }];
    const ok = summarize(20, 15, existing, added);
    expect(ok).toMatchObject({ availableAfter: 11, assignedAfter: 9, error: null, valid: true });
    const over = summarize(20, 15, existing, [{ key: 'a', ivrCode: '100003', quantity: '16' }]);
    expect(over.error).toBe(ERRORS.QUOTE_NOT_AVAILABLE);
    expect(over.valid).toBe(false);
  });

  it('quantity > 0 for a new outlet; 0 on an existing one removes it and frees its quote', () => {
    const zeroNew = summarize(20, 15, existing, [{ key: 'a', ivrCode: '100003', quantity: '0' }]);
    expect(zeroNew.lineErrors['new:a']).toBe(ERRORS.QUOTE_AMOUNT_INVALID);
    const removing = summarize(20, 15, [{ ...existing[0], quantity: '0' }, existing[1]], []);
    expect(removing).toMatchObject({ availableAfter: 18, valid: true, changed: true });
    const nothing = summarize(20, 15, existing, []);
    expect(nothing.valid).toBe(false);
  });

  it('sends new outlets in add and changed ones in set', () => {
    const req = toQuoteRequest(
      [{ ...existing[0], quantity: '0' }, existing[1]],
      [{ key: 'a', ivrCode: ' 100003 ', quantity: '2' }],
      15,
    );
    expect(req).toEqual({
      add: [{ ivrCode: '100003', quantity: 2 }],
      set: [{ ivrCode: '100001', quantity: 0 }],
      expectedAvailable: 15,
    });
  });

  it("puts the server's per-code errors on the rows (unknown IVR codes)", () => {
    const added: NewLine[] = [
      { key: 'a', ivrCode: '100003', quantity: '1' },
      { key: 'b', ivrCode: 'ZZ999', quantity: '1' },
    ];
    const out = serverLineErrors(
      { 'add.1.ivrCode': 'Nessuna ricevitoria con codice IVR ZZ999.' },
      'Codici IVR non associati ad alcuna ricevitoria: ZZ999.',
      existing,
      added,
    );
    expect(out).toEqual({ 'new:b': 'Nessuna ricevitoria con codice IVR ZZ999.' });
    const byMessage = serverLineErrors({}, 'Codici IVR non associati ad alcuna ricevitoria: ZZ999.', existing, added);
    expect(byMessage['new:b']).toContain('ZZ999');
    expect(byMessage['new:a']).toBeUndefined();
  });
});

describe('the toast of a quote save', () => {
  it('states the quantity moved and its amount, computed at the quota price', () => {
    expect(quoteChangeText(20, 18, 700)).toBe('2 quote assegnate per 14,00 €');
    expect(quoteChangeText(20, 19, 1250)).toBe('1 quota assegnata per 12,50 €');
    expect(quoteChangeText(10, 13, 100000)).toBe('3 quote liberate per 3.000,00 €');
    expect(quoteChangeText(10, 10, 700)).toBeNull();
  });

  it("words it with the catalogue's texts (assigned and released)", () => {
    expect(quoteChangeText(20, 18, 700)).toBe(
      format(SUCCESS.QUOTE_CHANGE_ASSIGNED, { quantity: 2, amount: '14,00 €' }),
    );
    expect(quoteChangeText(10, 13, 100)).toBe(format(SUCCESS.QUOTE_CHANGE_RELEASED, { quantity: 3, amount: '3,00 €' }));
  });
});
