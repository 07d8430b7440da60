import { describe, expect, it } from 'vitest';
import { countNoun, errorMessage, ERRORS, FIELD_ERRORS, format } from './messages';

describe('countNoun and the plural placeholders', () => {
  it('puts the noun in the number of the count, as Italian does (0 and 2+ plural)', () => {
    expect(countNoun(1, 'sistema', 'sistemi')).toBe('1 sistema');
    expect(countNoun(0, 'sistema', 'sistemi')).toBe('0 sistemi');
    expect(countNoun(2, 'quota', 'quote')).toBe('2 quote');
    expect(countNoun(3600, 'voce', 'voci')).toBe('3.600 voci');
  });

  it('format fills {n:singolare|plurale} with the count and its noun, and leaves it when the count is missing', () => {
    expect(format('Indicare almeno {min:valore|valori}.', { min: 1 })).toBe('Indicare almeno 1 valore.');
    expect(format('Indicare almeno {min:valore|valori}.', { min: 3 })).toBe('Indicare almeno 3 valori.');
    expect(format('{n:riga|righe} su {max}', { n: 1, max: 5 })).toBe('1 riga su 5');
    expect(format('{n:riga|righe}', {})).toBe('{n:riga|righe}');
    // a count the engine already wrote in words keeps its text
    expect(format('{value:combinazione|combinazioni}', { value: '100.947' })).toBe('100.947 combinazioni');
    expect(format('{value:cedola|cedole}', { value: '1' })).toBe('1 cedola');
  });

  it("the catalogue's counted messages read right with 1", () => {
    expect(format(FIELD_ERRORS.LIST_TOO_SHORT, { min: 1 })).toBe('Indicare almeno 1 valore.');
    expect(format(FIELD_ERRORS.LIST_TOO_LONG, { max: 1 })).toBe('Al massimo 1 valore.');
    expect(format(FIELD_ERRORS.TEXT_TOO_SHORT, { min: 1 })).toBe('Almeno 1 carattere.');
    expect(errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 1, max: 0 })).toBe('1 quota richiesta, 0 disponibili.');
    expect(errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 3, max: 2 })).toBe('3 quote richieste, 2 disponibili.');
    expect(errorMessage('DETAIL_QUOTE_ASSOCIATED', { code: '100001', value: 1 })).toBe(
      'La ricevitoria 100001 ha già 1 quota: modificarne il numero.',
    );
    expect(errorMessage('PUBLISH_CONTESTS_TOO_MANY', { max: 1 })).toMatch(/^Al massimo 1 concorso selezionabile /);
    expect(errorMessage('DETAIL_CONSTRAINT_POOL', { value: 1, min: 2 })).toBe(
      'Numeri disponibili dopo esclusioni e vincoli automatici: 1; ne servono 2.',
    );
  });

  it('no message of the catalogue puts a bare count placeholder before a plural noun', () => {
    const nouns =
      'sistemi|quote|valori|concorsi|elementi|caratteri|righe|cedole|colonne|numeri|eventi|moduli|ricevitorie|combinazioni';
    const bare = new RegExp(`\\{\\w+\\} (${nouns})\\b`);
    const texts = [...Object.entries(ERRORS), ...Object.entries(FIELD_ERRORS)]
      .filter(([, t]) => bare.test(t))
      .map(([k]) => k);
    expect(texts).toEqual([]);
  });
});

describe('wording of the refused name', () => {
  it('names the contest once (its label already says "Concorso")', () => {
    const text = errorMessage('DETAIL_NAME_TAKEN', { name: 'ALFA', contest: 'Concorso 140/2026' });
    expect(text).toBe('Il nome ALFA è già usato sul Concorso 140/2026.');
    expect(text.match(/concorso/gi)).toHaveLength(1);
  });
});
