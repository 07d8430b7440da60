/**
 * Cost-engine benchmark: prints figures, asserts nothing about time.
 *
 *   npm run bench:engine                      (from the repository root)
 *   BENCH_BUILD_MS=1000 npm run bench:engine  (longer run-time reduced-system builds)
 *
 * 1. time per "calculate totals" call, over many iterations;
 * 2. time to generate 999 systems at once, and per system;
 * 3. per (N, G): the shipped reduced system's size and exhaustive verification time, the lower bound of
 *    docs/domain.md §5, the optimum where it is proven, and what the run-time builder (greedy start, then local
 *    search for the budget; the greedy start and set-up come on top) reaches;
 * 4. wins of one system on one draw, closed forms against enumerating every play, and odds per system.
 */
import {
  type CalculateRequest,
  GAME_CONFIGS,
  type GameSlug,
  type ModuleConstraints,
  type TotocalcioRequest,
  buildReducedSystem,
  calculate,
  calculateTotocalcio,
  generateSystems,
  reducedSystem,
  reducedSystemLowerBound,
  systemOdds,
  systemWins,
  systemWinsBruteForce,
  verifyReducedSystem,
  type SystemForWins,
} from '@bacheca/domain';

const now = () => performance.now();

function timeIt(iterations: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(1_000, iterations); i++) fn(); // warm-up
  const start = now();
  for (let i = 0; i < iterations; i++) fn();
  return (now() - start) / iterations;
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(2)} ms`);

// 1. Calculations -----------------------------------------------------------------------------------------------
const calculations: [string, GameSlug, CalculateRequest][] = [
  ['SE integrale 10', 'superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10 }] }],
  ['SE integrale 22 (3 cedole)', 'superenalotto', { quotes: 76, modules: [{ type: 'INTEGRALE', numerosity: 22 }] }],
  ['SE integrale 200 (error)', 'superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 200 }] }],
  ['SE integrale 45 (over limit)', 'superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 45 }] }],
  [
    'SE multisistema ridotto+cruciverba+b/v',
    'superenalotto',
    {
      structureType: 'MULTISISTEMA_ACCUMULO',
      quotes: 20,
      modules: [
        { type: 'RIDOTTO', numerosity: 20, garanzia: 5, superstar: 1 },
        { type: 'CRUCIVERBA', dimension: 8, superstar: 1 },
        { type: 'BASI_VARIANTI', base: 2, varianti: 12, superstar: 1 },
      ],
    },
  ],
  ['SVT integrale 14', 'sivincetutto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 14 }] }],
  ['EJ 10 + 3', 'eurojackpot', { quotes: 10, modules: [{ type: 'EUROJACKPOT', numerosity: 10, euronumbers: 3 }] }],
];
const totocalcio: TotocalcioRequest = {
  formula: 13,
  quotes: 8,
  events: [
    ...[3, 3, 2, 2, 2, 1, 1, 1].map((signs) => ({ mandatory: true, signs: signs as 1 | 2 | 3 })),
    ...[2, 1, 1, 1, 1, 1].map((signs) => ({ mandatory: false, signs: signs as 1 | 2 | 3 })),
  ],
};

const ITERATIONS = 100_000;
const calcRows = calculations.map(([name, game, req]) => {
  const r = calculate(game, req);
  const per = timeIt(ITERATIONS, () => calculate(game, req));
  return {
    request: name,
    answer: r.ok ? `${r.result.combinations} comb., ${r.result.cedole} ced., ${r.result.totalPriceCents} c` : r.code,
    'time/call': fmt(per),
    'calls/s': Math.round(1000 / per).toLocaleString('en-US'),
  };
});
{
  const r = calculateTotocalcio(totocalcio);
  const per = timeIt(ITERATIONS, () => calculateTotocalcio(totocalcio));
  calcRows.push({
    request: 'Totocalcio formula 13',
    answer: r.ok ? `${r.result.columns} colonne, ${r.result.totalPriceCents} c` : r.code,
    'time/call': fmt(per),
    'calls/s': Math.round(1000 / per).toLocaleString('en-US'),
  });
}
console.log(`\nCalculate totals (${ITERATIONS.toLocaleString('en-US')} iterations each)`);
console.table(calcRows);

// 2. Generation ---------------------------------------------------------------------------------------------------
const generations: [
  string,
  GameSlug,
  { structureType?: string; modules: CalculateRequest['modules'] },
  ModuleConstraints[],
][] = [
  ['SE integrale 10, no constraints', 'superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, []],
  [
    'SE integrale 12, pari + 3 fissi + 10 esclusi',
    'superenalotto',
    { modules: [{ type: 'INTEGRALE', numerosity: 12 }] },
    [
      {
        automatic: { onlyEven: true },
        manual: { fixed: [2, 4, 7], excluded: [10, 20, 30, 40, 50, 60, 70, 80, 88, 90] },
      },
    ],
  ],
  ['SE cruciverba 9×9', 'superenalotto', { modules: [{ type: 'CRUCIVERBA', dimension: 9 }] }, []],
  [
    'SE multisistema ridotto + basi/varianti',
    'superenalotto',
    {
      structureType: 'MULTISISTEMA_ACCUMULO',
      modules: [
        { type: 'RIDOTTO', numerosity: 16, garanzia: 4 },
        { type: 'BASI_VARIANTI', base: 2, varianti: 10 },
      ],
    },
    [{ automatic: { tens: [1, 2, 3, 4, 5] } }, {}],
  ],
  [
    'EJ 10 + 4',
    'eurojackpot',
    { modules: [{ type: 'EUROJACKPOT', numerosity: 10, euronumbers: 4 }] },
    [{ euronumbers: { fixed: [7] } }],
  ],
];
const genRows = generations.flatMap(([name, game, structure, constraints]) =>
  (['crypto', 'seeded'] as const).map((source) => {
    const runs = 20;
    const per = timeIt(runs, () => {
      const r = generateSystems(game, structure, constraints, 999, source === 'seeded' ? { seed: 42 } : {});
      if (!r.ok) throw new Error(`${name}: ${r.code}`);
    });
    return { generation: name, source, '999 systems': fmt(per), 'per system': fmt(per / 999) };
  }),
);
console.log('\nGenerate 999 systems at once (20 runs each)');
console.table(genRows);

// 3. Reduced systems ----------------------------------------------------------------------------------------------
/**
 * Optima proven by hand (not quoted from the literature): one combination meets every draw in at least 12 − N
 * numbers; for G = 3 and 10 ≤ N ≤ 13 one is too few and two disjoint ones suffice; complements turn (8, 5) and
 * (9, 4) into small covering problems with optima 4 and 3.
 */
function provenOptimum(n: number, g: number): number | undefined {
  if (12 - n >= g) return 1;
  if (g === 3 && n >= 10 && n <= 13) return 2;
  if (g === 5 && n === 8) return 4;
  if (g === 4 && n === 9) return 3;
  return undefined;
}

const buildMs = Number(process.env.BENCH_BUILD_MS ?? 300);
const ranges = GAME_CONFIGS.superenalotto.modules.RIDOTTO!;
const k = GAME_CONFIGS.superenalotto.numbersPerCombination;
const reducedRows: Record<string, string | number>[] = [];
for (let g = ranges.garanzia.min; g <= ranges.garanzia.max; g++) {
  for (let n = ranges.numerosity.min; n <= ranges.numerosity.max; n++) {
    const shipped = reducedSystem(k, n, g);
    const t0 = now();
    const verified = shipped !== null && verifyReducedSystem(shipped); // exhaustive, against every draw
    const verifyMs = now() - t0;
    const t1 = now();
    const built = buildReducedSystem(k, n, g, { timeBudgetMs: buildMs });
    const builtMs = now() - t1;
    reducedRows.push({
      N: n,
      G: g,
      shipped: shipped?.size ?? 'none',
      verified: verified ? 'yes' : 'NO',
      'verify time': fmt(verifyMs),
      'lower bound': reducedSystemLowerBound(k, n, g),
      'proven optimum': provenOptimum(n, g) ?? '',
      [`built in ${buildMs} ms`]: built.size,
      'build time': fmt(builtMs),
    });
  }
}
console.log(`\nReduced systems L(N, 6, 6, G): shipped table vs run-time builder (${buildMs} ms budget each)`);
console.table(reducedRows);
console.log(
  'Lower bound: ⌈C(N,6) / Σ_{i≥G} C(6,i)·C(N−6,6−i)⌉, non-decreasing in N (docs/domain.md §5). Published sizes of\n' +
    'Li & van Rees (2002) are not reproduced from memory here: compare against their tables before claiming\n' +
    'optimality; "proven optimum" lists only the small cases proved in the comment of provenOptimum().',
);

// 4. Wins and odds --------------------------------------------------------------------------------------
{
  const seq = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
  const grid = (d: number) => Array.from({ length: d }, (_, r) => seq(d, 1 + r * d));
  const systems: [string, SystemForWins][] = [
    ['integrale 19', { modules: [{ type: 'INTEGRALE', numbers: seq(19) }] }],
    ['integrale 19 + 2 SuperStar', { modules: [{ type: 'INTEGRALE', numbers: seq(19), superstars: [3, 9] }] }],
    ['ridotto 20 g4', { modules: [{ type: 'RIDOTTO', numbers: seq(20), garanzia: 4 }] }],
    [
      'basi 2 + varianti 20',
      { modules: [{ type: 'BASI_VARIANTI', numbers: seq(22), base: [1, 2], varianti: seq(20, 3) }] },
    ],
    ['cruciverba 7', { modules: [{ type: 'CRUCIVERBA', numbers: seq(49), grid: grid(7) }] }],
  ];
  const draw = { numbers: [1, 2, 3, 4, 5, 30], jolly: 6, superstar: 3 };
  const rows = systems.map(([name, system]) => {
    const t0 = now();
    const odds = systemOdds('superenalotto', system);
    const oddsMs = now() - t0;
    return {
      system: name,
      'systemWins (closed form)': fmt(timeIt(2_000, () => systemWins('superenalotto', system, draw))),
      'brute force': fmt(timeIt(20, () => systemWinsBruteForce('superenalotto', system, draw))),
      systemOdds: odds === null ? 'not computed' : fmt(oddsMs),
    };
  });
  console.log('\nWins of one system on one draw, and its odds (SuperEnalotto)');
  console.table(rows);
}
