import { describe, expect, it } from 'vitest';
import { jobOutcomeLabel } from './enums';

describe('jobOutcomeLabel', () => {
  it('names a job row by its outcome, "In attesa" while it has none', () => {
    expect(jobOutcomeLabel(null)).toBe('In attesa');
    expect(jobOutcomeLabel('GIA_PRESENTE')).toBe('Già presente');
    expect(jobOutcomeLabel('PUBBLICATO')).toBe('Pubblicato');
  });
});
