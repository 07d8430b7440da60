import { describe, expect, it } from 'vitest';
import { switchFormula } from './formula-switch';

const events = (mandatory: number, played = 14) =>
  Array.from({ length: 14 }, (_, i) => ({ mandatory: i < mandatory, signs: i < played ? ['1'] : [] }));
const count = (e: ReturnType<typeof events>) => e.filter((x) => x.mandatory && x.signs.length).length;

describe('switchFormula', () => {
  it('13 → 11 with 8 mandatory: the 8th becomes optional and the notice says so', () => {
    const r = switchFormula(events(8), 11);
    expect(count(r.events)).toBe(7);
    expect(r.events[7].mandatory).toBe(false);
    expect(r.notice).toBe('Con la formula 11 gli eventi obbligatori sono 7. Eventi ora facoltativi: 8.');
  });

  it('11 → 13 with 7 mandatory: the first played optional event becomes mandatory', () => {
    const r = switchFormula(events(7), 13);
    expect(count(r.events)).toBe(8);
    expect(r.events[7].mandatory).toBe(true);
    expect(r.notice).toBe('Con la formula 13 gli eventi obbligatori sono 8. Eventi ora obbligatori: 8.');
  });

  it('skips unplayed events when it adds mandatory ones, and changes nothing when the count already fits', () => {
    const e = events(7);
    e[7] = { mandatory: false, signs: [] };
    const r = switchFormula(e, 13);
    expect(r.events[7].mandatory).toBe(false);
    expect(r.events[8].mandatory).toBe(true);
    expect(r.notice).toMatch(/Eventi ora obbligatori: 9\.$/);
    expect(switchFormula(events(8), 13)).toEqual({ events: events(8), notice: null });
  });

  it('releases every extra mandatory event, the last ones first', () => {
    const r = switchFormula(events(10), 11);
    expect(r.events.map((x) => x.mandatory).slice(0, 10)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(r.notice).toMatch(/Eventi ora facoltativi: 8, 9, 10\.$/);
  });
});
