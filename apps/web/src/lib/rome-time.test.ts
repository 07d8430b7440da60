import { describe, expect, it } from 'vitest';
import { isoToRomeLocal, romeLocalToIso } from './rome-time';

describe('Europe/Rome wall-clock times', () => {
  it('reads what staff type as Rome time, winter and summer alike, and back', () => {
    expect(romeLocalToIso('2026-01-15T10:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(romeLocalToIso('2026-07-15T10:30')).toBe('2026-07-15T08:30:00.000Z');
    expect(isoToRomeLocal('2026-01-15T09:30:00.000Z')).toBe('2026-01-15T10:30');
    expect(isoToRomeLocal('2026-07-15T08:30:00Z')).toBe('2026-07-15T10:30');
    expect(romeLocalToIso('')).toBe('');
    expect(romeLocalToIso('15/01/2026 10:30')).toBe('');
    expect(isoToRomeLocal(null)).toBe('');
  });
});
