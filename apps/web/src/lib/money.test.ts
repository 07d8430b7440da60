import { describe, expect, it } from 'vitest';
import { centsToInput, formatMoney, parseEuroInput } from './money';

describe('money', () => {
  it('formats cents the Italian way and reads euro,cents back', () => {
    expect(formatMoney(21000)).toBe('210,00 €');
    expect(formatMoney(151200)).toBe('1.512,00 €');
    expect(formatMoney(123456789)).toBe('1.234.567,89 €');
    expect(parseEuroInput('12')).toBe(1200);
    expect(parseEuroInput('12,5')).toBe(1250);
    expect(parseEuroInput('1.234,56')).toBe(123456);
    expect(parseEuroInput('')).toBeNull();
    expect(parseEuroInput('12.5')).toBeNaN();
    expect(centsToInput(1250)).toBe('12,50');
  });
});
