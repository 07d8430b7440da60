import { describe, expect, it } from 'vitest';
import {
  FAST_YEARS,
  addDays,
  isoToRomeLocal,
  nextDay,
  romeDay,
  romeInstant,
  romeLocalToIso,
  romeMidnight,
  romeParts,
  romePartsIntl,
} from './rome-time';

const HOUR = 3_600_000;

describe('Europe/Rome time', () => {
  it('agrees with Intl for every hour from 2000 to 2040', () => {
    const start = Date.UTC(FAST_YEARS.from, 0, 1);
    const end = Date.UTC(FAST_YEARS.to + 1, 0, 1);
    const wrong: string[] = [];
    // half past, so that a minute field is read too
    for (let t = start + 30 * 60_000; t < end; t += HOUR) {
      const at = new Date(t);
      if (JSON.stringify(romeParts(at)) !== JSON.stringify(romePartsIntl(at))) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with Intl minute by minute around every summer-time change', () => {
    const wrong: string[] = [];
    for (let y = FAST_YEARS.from; y <= FAST_YEARS.to; y++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(y, month + 1, 0));
        const change = Date.UTC(y, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let t = change - 2 * HOUR; t <= change + 2 * HOUR; t += 60_000) {
          const at = new Date(t);
          if (JSON.stringify(romeParts(at)) !== JSON.stringify(romePartsIntl(at))) wrong.push(at.toISOString());
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads instants outside the fast years through Intl', () => {
    for (const iso of ['1980-07-01T12:00:00Z', '1999-12-31T23:30:00Z', '2060-08-01T00:00:00Z']) {
      expect(romeParts(new Date(iso))).toEqual(romePartsIntl(new Date(iso)));
    }
  });

  it('writes the summer-time edges as Italy does', () => {
    expect(isoToRomeLocal('2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59');
    expect(isoToRomeLocal('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
    expect(isoToRomeLocal('2026-10-25T00:59:00Z')).toBe('2026-10-25T02:59');
    expect(isoToRomeLocal('2026-10-25T01:00:00Z')).toBe('2026-10-25T02:00');
  });

  it('turns wall-clock times into instants and back, winter and summer alike', () => {
    expect(romeLocalToIso('2026-01-15T10:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(romeLocalToIso('2026-07-15T10:30')).toBe('2026-07-15T08:30:00.000Z');
    expect(isoToRomeLocal('2026-01-15T09:30:00.000Z')).toBe('2026-01-15T10:30');
    expect(isoToRomeLocal('2026-07-15T08:30:00Z')).toBe('2026-07-15T10:30');
    expect(romeLocalToIso('')).toBe('');
    expect(romeLocalToIso('15/01/2026 10:30')).toBe('');
    expect(isoToRomeLocal(null)).toBe('');
    expect(isoToRomeLocal('not a date')).toBe('');
    // a time that does not exist moves an hour forward; one that occurs twice is the winter one
    expect(romeLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(romeLocalToIso('2026-10-25T02:30')).toBe('2026-10-25T01:30:00.000Z');
  });

  it('gives back every existing wall-clock hour of 2000–2040 unchanged', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(FAST_YEARS.from, 0, 1); t < Date.UTC(FAST_YEARS.to + 1, 0, 1); t += HOUR) {
      const local = isoToRomeLocal(new Date(t).toISOString());
      if (isoToRomeLocal(romeLocalToIso(local)) !== local) wrong.push(local);
    }
    expect(wrong).toEqual([]);
  });

  it('reads calendar days from midnight to midnight in Rome', () => {
    expect(romeMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(romeMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(romeInstant('2026-03-29', '19:30').toISOString()).toBe('2026-03-29T17:30:00.000Z');
    expect(romeDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(romeDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(romeDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});
