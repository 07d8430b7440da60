import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CONFIGS, type NumericalGameSlug } from './config';
import { constraintBreaches, meetsAutomatic, numbersToDraw } from './constraints';
import { type GeneratedModule, type GeneratedSystem, generateSystems } from './generate';
import type { AutomaticConstraints, KnownModule, ModuleConstraints, ModuleInput } from './schemas';

type Structure = { structureType?: string; modules: ModuleInput[] };

const key = (s: GeneratedSystem) => JSON.stringify(s.modules.map((m) => [m.numbers, m.base, m.euronumbers]));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function generated(result: ReturnType<typeof generateSystems>): GeneratedSystem[] {
  if (!result.ok) throw new Error(`${result.code} ${JSON.stringify(result.fields)}`);
  return result.result;
}

/** Every rule a generated module must satisfy. */
function checkModule(game: NumericalGameSlug, module: KnownModule, c: ModuleConstraints, out: GeneratedModule) {
  const cfg = GAME_CONFIGS[game];
  const { numbers } = out;
  const fixed = c.manual?.fixed ?? [];
  const excluded = c.manual?.excluded ?? [];
  expect(out.type).toBe(module.type);
  expect(numbers).toHaveLength(numbersToDraw(module));
  expect(new Set(numbers).size).toBe(numbers.length);
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  for (const n of numbers) {
    expect(n >= cfg.numbers.min && n <= cfg.numbers.max).toBe(true);
    expect(excluded).not.toContain(n);
    if (!fixed.includes(n)) expect(meetsAutomatic(n, cfg.numbers, c.automatic)).toBe(true);
  }
  for (const f of fixed) expect(numbers).toContain(f);
  if (module.type === 'BASI_VARIANTI') {
    expect(out.base).toHaveLength(module.base);
    expect(out.varianti).toHaveLength(module.varianti);
    expect([...out.base!, ...out.varianti!].sort((a, b) => a - b)).toEqual(numbers);
  }
  if (module.type === 'CRUCIVERBA') {
    expect(out.grid).toHaveLength(module.dimension);
    for (const row of out.grid!) expect(row).toHaveLength(module.dimension);
    expect(out.grid!.flat().sort((a, b) => a - b)).toEqual(numbers);
  }
  if (module.type === 'EUROJACKPOT') {
    const e = out.euronumbers!;
    expect(e).toHaveLength(module.euronumbers);
    expect(new Set(e).size).toBe(e.length);
    for (const n of e) expect(n >= 1 && n <= 12 && !(c.euronumbers?.excluded ?? []).includes(n)).toBe(true);
    for (const f of c.euronumbers?.fixed ?? []) expect(e).toContain(f);
  }
  // the check of hand-picked numbers (manual systems, proposals) accepts everything generation draws
  expect(constraintBreaches(game, c, numbers, out.euronumbers ?? [])).toEqual({
    automatic: [],
    excluded: [],
    missingFixed: [],
    euroExcluded: [],
    euroMissingFixed: [],
  });
}

describe('generateSystems: properties', () => {
  const automatic: fc.Arbitrary<AutomaticConstraints> = fc.record(
    {
      onlyEven: fc.boolean(),
      secondHalf: fc.boolean(),
      finals: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 8 }),
      tens: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 8 }),
    },
    { requiredKeys: [] },
  );
  const manual = (max: number) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max }), { maxLength: 12 })
      .map((xs) => ({ fixed: xs.slice(0, 3), excluded: xs.slice(3) }));

  it('generated numbers satisfy their constraints, and systems are all different (SuperEnalotto)', () => {
    const module = fc.oneof(
      fc.integer({ min: 7, max: 12 }).map((n): KnownModule => ({ type: 'INTEGRALE', numerosity: n })),
      fc.integer({ min: 7, max: 20 }).map((n): KnownModule => ({ type: 'RIDOTTO', numerosity: n, garanzia: 4 })),
      fc.integer({ min: 1, max: 5 }).map((b): KnownModule => ({ type: 'BASI_VARIANTI', base: b, varianti: 7 - b })),
      fc.integer({ min: 1, max: 3 }).map((b): KnownModule => ({ type: 'BASI_VARIANTI', base: b, varianti: 6 - b })),
      fc.constant<KnownModule>({ type: 'CRUCIVERBA', dimension: 6 }),
    );
    let generatedRuns = 0;
    fc.assert(
      fc.property(
        module,
        automatic,
        manual(90),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        (m, a, man, count, seed) => {
          const c: ModuleConstraints = { automatic: a, manual: man };
          const r = generateSystems('superenalotto', { modules: [m] }, [c], count, { seed });
          if (!r.ok) {
            // Only a constraints or distinctness problem may stop a valid module.
            expect(['CONSTRAINTS_NOT_VALID', 'SYSTEMS_NOT_DISTINCT']).toContain(r.code);
            return;
          }
          generatedRuns++;
          expect(r.result).toHaveLength(count);
          expect(new Set(r.result.map(key)).size).toBe(count);
          for (const s of r.result) checkModule('superenalotto', m, c, s.modules[0]);
        },
      ),
      { numRuns: 150 },
    );
    expect(generatedRuns).toBeGreaterThan(75); // most runs generate, so the checks above do run
  });

  it('EuroJackpot numbers and Euronumbers satisfy their constraints', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 10 }),
        fc.integer({ min: 2, max: 5 }),
        manual(50),
        manual(12),
        fc.integer(),
        (n, e, man, euro, seed) => {
          const m: KnownModule = { type: 'EUROJACKPOT', numerosity: n, euronumbers: e };
          const c: ModuleConstraints = {
            manual: man,
            euronumbers: { fixed: euro.fixed.slice(0, 1), excluded: euro.excluded.slice(0, 4) },
          };
          const systems = generated(generateSystems('eurojackpot', { modules: [m] }, [c], 25, { seed }));
          expect(new Set(systems.map(key)).size).toBe(25);
          for (const s of systems) checkModule('eurojackpot', m, c, s.modules[0]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('generateSystems: distinctness without endless loops', () => {
  const last9 = { manual: { excluded: range(1, 81) } }; // pool 82…90

  it('returns every possible system when asked for exactly that many', () => {
    const systems = generated(
      generateSystems('superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 8 }] }, [last9], 9, { seed: 3 }),
    );
    expect(new Set(systems.map(key)).size).toBe(9); // C(9, 8)
  });

  it('answers SYSTEMS_NOT_DISTINCT when the pool cannot give that many', () => {
    const r = generateSystems('superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 8 }] }, [last9], 10);
    expect(!r.ok && r.code).toBe('SYSTEMS_NOT_DISTINCT');
    expect(!r.ok && r.fields.count).toContain('9');
  });

  it('counts a single-combination bases/varianti module by its numbers only', () => {
    const m: KnownModule = { type: 'BASI_VARIANTI', base: 2, varianti: 4 };
    const ok = generated(
      generateSystems('superenalotto', { modules: [m] }, [{ manual: { excluded: range(1, 83) } }], 7, { seed: 1 }),
    );
    expect(new Set(ok.map((s) => s.modules[0].numbers.join())).size).toBe(7); // C(7, 6)
    const r = generateSystems('superenalotto', { modules: [m] }, [{ manual: { excluded: range(1, 83) } }], 8);
    expect(!r.ok && r.code).toBe('SYSTEMS_NOT_DISTINCT');
  });

  it('multiplies the possibilities of the modules of a structure', () => {
    const structure = {
      structureType: 'ACCUMULO',
      modules: [
        { type: 'INTEGRALE' as const, numerosity: 8 },
        { type: 'INTEGRALE' as const, numerosity: 8 },
      ],
    };
    const c = [last9, { manual: { excluded: range(10, 90) } }]; // 9 × 9 = 81 systems
    expect(generated(generateSystems('superenalotto', structure, c, 81, { seed: 5 }))).toHaveLength(81);
    const r = generateSystems('superenalotto', structure, c, 82);
    expect(!r.ok && r.code).toBe('SYSTEMS_NOT_DISTINCT');
  });
});

describe('generateSystems: randomness', () => {
  it('is reproducible with a seed and varies without one', () => {
    const req = { modules: [{ type: 'INTEGRALE' as const, numerosity: 10 }] };
    expect(generated(generateSystems('superenalotto', req, [], 5, { seed: 'abc' }))).toEqual(
      generated(generateSystems('superenalotto', req, [], 5, { seed: 'abc' })),
    );
    const a = generated(generateSystems('superenalotto', req, [], 5));
    const b = generated(generateSystems('superenalotto', req, [], 5));
    expect(a.map(key)).not.toEqual(b.map(key));
  });

  it('draws each possible system about equally often (chi-square, 9 outcomes)', () => {
    const counts = new Map<string, number>();
    const runs = 4_500;
    for (let i = 0; i < runs; i++) {
      const [s] = generated(
        generateSystems(
          'superenalotto',
          { modules: [{ type: 'INTEGRALE', numerosity: 8 }] },
          [{ manual: { excluded: range(1, 81) } }],
          1,
          { seed: i },
        ),
      );
      counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    }
    expect(counts.size).toBe(9);
    const expected = runs / 9;
    const chi2 = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(26.1); // p ≈ 0.001, 8 degrees of freedom
  });

  it('uses every number of the pool evenly over 999 systems', () => {
    const systems = generated(
      generateSystems('superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, [], 999, { seed: 11 }),
    );
    const freq = new Array(91).fill(0);
    for (const s of systems) for (const n of s.modules[0].numbers) freq[n]++;
    const expected = (999 * 10) / 90;
    const chi2 = freq.slice(1).reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(140); // p ≈ 0.0005, 89 degrees of freedom
  });
});

describe('generateSystems: errors', () => {
  const m: Structure = { modules: [{ type: 'INTEGRALE', numerosity: 8 }] };
  it.each<[string, NumericalGameSlug, Structure, ModuleConstraints[], number, string, string]>([
    ['count 0', 'superenalotto', m, [], 0, 'SYSTEMS_COUNT_OUT_OF_RANGE', 'count'],
    ['count 1000', 'superenalotto', m, [], 1000, 'SYSTEMS_COUNT_OUT_OF_RANGE', 'count'],
    [
      'module out of range',
      'superenalotto',
      { modules: [{ type: 'INTEGRALE', numerosity: 91 }] },
      [],
      1,
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.numerosity',
    ],
    ['module of another game', 'eurojackpot', m, [], 1, 'BLOCK_TYPE_UNHANDLED', 'modules.0.type'],
    [
      'constraints of the second module',
      'superenalotto',
      { structureType: 'ACCUMULO', modules: [...m.modules, ...m.modules] },
      [{}, { manual: { fixed: [0] } }],
      1,
      'CONSTRAINTS_NOT_VALID',
      'constraints.1.manual.fixed',
    ],
  ])('%s', (_name, game, structure, constraints, count, code, field) => {
    const r = generateSystems(game, structure, constraints, count);
    expect(!r.ok && r.code).toBe(code);
    expect(!r.ok && Object.keys(r.fields)).toContain(field);
  });
});
