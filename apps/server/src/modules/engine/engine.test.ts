import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ERRORS,
  calculate,
  calculateTotocalcio,
  errorMessage,
  generateSystems,
  type ErrorCode,
  type GameSlug,
} from '@bacheca/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeStaff } from '../../test/factories';

const I = (numerosity: number, extra: object = {}) => ({ type: 'INTEGRALE', numerosity, ...extra });
const req = (modules: object[], extra: object = {}) => ({ quotes: 10, modules, ...extra });
const events = (mandatory: number, optional: number, signs = 1) => [
  ...Array.from({ length: mandatory }, () => ({ mandatory: true, signs })),
  ...Array.from({ length: optional }, () => ({ mandatory: false, signs: 1 })),
];

/** One request per code of the "calculate totals" table (docs/domain.md §3, §6), through HTTP. */
const ERROR_CASES: Array<[ErrorCode, GameSlug, object]> = [
  ['BOARD_TYPE_UNKNOWN', 'sivincetutto', req([I(14)], { boardType: 'SPECIALE' })],
  ['BLOCK_TYPE_UNHANDLED', 'superenalotto', req([{ type: 'LOTTO' }])],
  ['NUMBERS_OUT_OF_RANGE', 'superenalotto', req([I(200)])],
  ['NUMBERS_OUT_OF_RANGE', 'eurojackpot', req([{ type: 'EUROJACKPOT', numerosity: 6, euronumbers: 13 }])],
  ['COMBINATIONS_OVER_LIMIT', 'superenalotto', req([I(30)])],
  ['CANNOT_SPLIT', 'superenalotto', req([I(20, { superstar: 1, singleStar: true })])],
  [
    'TOO_MANY_CEDOLE',
    'superenalotto',
    req(
      Array.from({ length: 11 }, () => I(7)),
      { structureType: 'ACCUMULO' },
    ),
  ],
  ['QUOTES_OUT_OF_RANGE', 'superenalotto', req([I(10)], { quotes: 126 })],
  ['INVALID_QUOTES_NUMBER', 'superenalotto', req([I(10)], { quotes: 11 })],
  ['TOTAL_COST_UNDER_LIMIT', 'superenalotto', req([{ type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { quotes: 2 })],
  ['QUOTA_PRICE_TOO_LOW', 'superenalotto', req([I(8)], { quotes: 7 })],
  ['QUOTA_PRICE_TOO_HIGH', 'superenalotto', req([I(20)], { quotes: 2 })],
  [
    'COUPON_SPLIT_PRICE_TOO_LOW',
    'superenalotto',
    req([I(12), { type: 'BASI_VARIANTI', base: 5, varianti: 1 }], {
      structureType: 'MULTISISTEMA_ACCUMULO',
      quotes: 125,
    }),
  ],
  ['CHANGE_PARAMETERS', 'totocalcio', req([I(10)])],
  ['TOTOCALCIO_MANDATORY_EVENTS', 'totocalcio', { formula: 11, quotes: 4, events: events(6, 5) }],
  ['TOTOCALCIO_OPTIONAL_EVENTS', 'totocalcio', { formula: 13, quotes: 4, events: events(8, 4) }],
  ['TOTOCALCIO_COLUMNS_OUT_OF_RANGE', 'totocalcio', { formula: 11, quotes: 2, events: events(7, 4) }],
  ['QUOTES_OUT_OF_RANGE', 'totocalcio', { formula: 11, quotes: 1, events: events(7, 4, 2) }],
];

/** Regulation table: the API answers what the browser's preview computes. */
const TABLE: Array<[GameSlug, object, { combinations: number; totalPriceCents: number }]> = [
  ['superenalotto', req([I(10)]), { combinations: 210, totalPriceCents: 21_000 }],
  ['sivincetutto', req([I(14)], { quotes: 5 }), { combinations: 91, totalPriceCents: 45_500 }],
  [
    'eurojackpot',
    req([{ type: 'EUROJACKPOT', numerosity: 10, euronumbers: 3 }], { quotes: 8 }),
    { combinations: 756, totalPriceCents: 151_200 },
  ],
  ['superenalotto', req([I(10, { superstar: 1 })]), { combinations: 210, totalPriceCents: 31_500 }],
  [
    'superenalotto',
    req([I(12), I(10)], { structureType: 'ACCUMULO', quotes: 20 }),
    { combinations: 1_134, totalPriceCents: 113_400 },
  ],
];

/**
 * The per-field explanation of each refusal: [game, request, field, catalogue detail with its parameters].
 * The texts are computed from the catalogue (errorMessage) and compared with what the API answers.
 */
const D = (key: ErrorCode, params: Record<string, string | number> = {}) => errorMessage(key, params);
const DETAIL_CASES: [string, GameSlug, object, string, string][] = [
  [
    'DETAIL_NOT_OFFERED',
    'sivincetutto',
    req([I(14)], { boardType: 'SPECIALE' }),
    'boardType',
    D('DETAIL_NOT_OFFERED', { value: 'SPECIALE', game: 'SiVinceTutto', allowed: 'STANDARD' }),
  ],
  ['DETAIL_RANGE', 'superenalotto', req([I(200)]), 'modules.0.numerosity', D('DETAIL_RANGE', { min: 7, max: 90 })],
  ['DETAIL_MODULES_EXACTLY_ONE', 'superenalotto', req([I(10), I(10)]), 'modules', D('DETAIL_MODULES_EXACTLY_ONE')],
  [
    'DETAIL_MODULES_SAME_TYPE',
    'superenalotto',
    req([I(10), { type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { structureType: 'ACCUMULO' }),
    'modules',
    D('DETAIL_MODULES_SAME_TYPE'),
  ],
  [
    'DETAIL_MODULES_AT_LEAST_TWO',
    'superenalotto',
    req([I(10)], { structureType: 'MULTISISTEMA_ACCUMULO' }),
    'modules',
    D('DETAIL_MODULES_AT_LEAST_TWO'),
  ],
  [
    'DETAIL_SUPERSTAR_NOT_OFFERED',
    'sivincetutto',
    req([I(14, { superstar: 1 })]),
    'modules.0.superstar',
    D('DETAIL_SUPERSTAR_NOT_OFFERED', { game: 'SiVinceTutto' }),
  ],
  [
    'DETAIL_SUPERSTAR_COHERENCE',
    'superenalotto',
    req([I(8, { superstar: 1 }), I(8)], { structureType: 'ACCUMULO' }),
    'modules.1.superstar',
    D('DETAIL_SUPERSTAR_COHERENCE'),
  ],
  [
    'DETAIL_SINGLE_STAR',
    'superenalotto',
    req([I(10, { superstar: 2, singleStar: true })]),
    'modules.0.singleStar',
    D('DETAIL_SINGLE_STAR'),
  ],
  [
    'DETAIL_COMBINATIONS_MAX',
    'superenalotto',
    req([I(30)]),
    'modules',
    D('DETAIL_COMBINATIONS_MAX', { value: '593.775', max: '100.000' }),
  ],
  [
    'DETAIL_PLAY_MAX',
    'superenalotto',
    req([I(20, { superstar: 1, singleStar: true })]),
    'modules.0',
    D('DETAIL_PLAY_MAX', { value: '38.760', max: '27.132' }),
  ],
  [
    'DETAIL_CEDOLE_MAX',
    'superenalotto',
    req(
      Array.from({ length: 11 }, () => I(7)),
      { structureType: 'ACCUMULO' },
    ),
    'modules',
    D('DETAIL_CEDOLE_MAX', { value: 11, max: 10 }),
  ],
  [
    'DETAIL_NOT_DIVISIBLE',
    'superenalotto',
    req([I(10)], { quotes: 11 }),
    'quotes',
    D('DETAIL_NOT_DIVISIBLE', { value: '210,00 €', quotes: 11 }),
  ],
  [
    'DETAIL_TOTAL_MIN',
    'superenalotto',
    req([{ type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { quotes: 2 }),
    'modules',
    D('DETAIL_TOTAL_MIN', { value: '1,00 €', min: '10,00 €' }),
  ],
  [
    'DETAIL_QUOTA_PRICE_RANGE',
    'superenalotto',
    req([I(8)], { quotes: 7 }),
    'quotes',
    D('DETAIL_QUOTA_PRICE_RANGE', { value: '4,00 €', min: '5,00 €', max: '999,00 €' }),
  ],
  [
    'DETAIL_CEDOLA_SHARE_MIN',
    'superenalotto',
    req([I(12), { type: 'BASI_VARIANTI', base: 5, varianti: 1 }], {
      structureType: 'MULTISISTEMA_ACCUMULO',
      quotes: 125,
    }),
    'quotes',
    D('DETAIL_CEDOLA_SHARE_MIN', { value: '1,00 €', quotes: 125, min: '0,10 €' }),
  ],
  [
    'DETAIL_MANDATORY_EVENTS',
    'totocalcio',
    { formula: 11, quotes: 4, events: events(6, 5) },
    'events',
    D('DETAIL_MANDATORY_EVENTS', { formula: 11, required: 7, value: 6 }),
  ],
  [
    'DETAIL_OPTIONAL_EVENTS',
    'totocalcio',
    { formula: 13, quotes: 4, events: events(8, 4) },
    'events',
    D('DETAIL_OPTIONAL_EVENTS', { formula: 13, required: 5, value: 4 }),
  ],
  [
    'DETAIL_EVENTS_MAX',
    'totocalcio',
    { formula: 13, quotes: 4, events: events(8, 9) },
    'events',
    D('DETAIL_EVENTS_MAX', { max: 14, value: 17 }),
  ],
  [
    'DETAIL_COLUMNS_RANGE',
    'totocalcio',
    { formula: 11, quotes: 2, events: events(7, 4) },
    'events',
    D('DETAIL_COLUMNS_RANGE', { value: 1, min: 16, max: '7.776' }),
  ],
];

describe('POST /api/v1/games/{gameSlug}/calculate', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { seed: 'none' });
    token = await (await makeStaff(t, { role: 'ra' })).token();
  });
  afterAll(async () => t?.close());

  const call = (game: string, body: object) =>
    t.inject({ method: 'POST', url: `/api/v1/games/${game}/calculate`, token, payload: body });

  it.each(TABLE)('%s %j: the server agrees with the engine the browser runs', async (game, body, expected) => {
    const res = await call(game, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
    const preview = calculate(game, body as never);
    expect(preview.ok && preview.result).toEqual(res.json());
  });

  it('Totocalcio answers columns and prices', async () => {
    const body = { formula: 13, quotes: 4, events: events(8, 5, 2) };
    const res = await call('totocalcio', body);
    expect(res.statusCode).toBe(200);
    // 2^8 mandatory doubles × C(5,5) optional singles = 256 columns at 1 €
    expect(res.json()).toEqual({ columns: 256, totalPriceCents: 25_600, quotaPriceCents: 6_400 });
    const preview = calculateTotocalcio(body as never);
    expect(preview.ok && preview.result).toEqual(res.json());
  });

  it.each(ERROR_CASES)('%s is reachable with its Italian message (%s)', async (code, game, body) => {
    const res = await call(game, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toBe(ERRORS[code]);
  });

  it('covers every refusal code of the engine behind /calculate (read from the domain engine source)', () => {
    // the codes the calculation can answer are the catalogue codes its source files pass to failure():
    // a new refusal added to the engine without a case here fails this test
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/domain/src/engine');
    const files = ['calculate.ts', 'modules.ts', 'quotes.ts', 'totocalcio.ts'];
    const source = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const engineCodes = new Set(
      [...source.matchAll(/'([A-Z][A-Z0-9_]+)'/g)]
        .map((m) => m[1])
        .filter((c) => c in ERRORS && !c.startsWith('DETAIL_')),
    );
    expect(engineCodes.size).toBeGreaterThanOrEqual(16);
    expect(new Set(ERROR_CASES.map(([c]) => c))).toEqual(engineCodes);
  });

  it.each(DETAIL_CASES)('%s explains the refusal in the field (%s)', async (_key, game, body, field, text) => {
    const res = await call(game, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toBe(text);
    // the texts are the catalogue's: no placeholder left unfilled
    expect(text).not.toMatch(/[{}]/);
  });

  it('generation explains its refusals too (DETAIL_RANGE, DETAIL_SYSTEMS_DISTINCT)', () => {
    const none = generateSystems(
      'superenalotto',
      { modules: [{ type: 'INTEGRALE', numerosity: 10 }] } as never,
      [{}] as never,
      0,
      { seed: 1 },
    );
    expect(none).toMatchObject({
      ok: false,
      code: 'SYSTEMS_COUNT_OUT_OF_RANGE',
      message: ERRORS.SYSTEMS_COUNT_OUT_OF_RANGE,
      fields: { count: errorMessage('DETAIL_RANGE', { min: 1, max: 999 }) },
    });
    // 88 numbers out of the 88 left after two exclusions: a single possible system
    const one = generateSystems(
      'superenalotto',
      { modules: [{ type: 'INTEGRALE', numerosity: 88 }] } as never,
      [{ manual: { fixed: [], excluded: [1, 2] } }] as never,
      2,
      { seed: 1 },
    );
    expect(one).toMatchObject({
      ok: false,
      code: 'SYSTEMS_NOT_DISTINCT',
      message: ERRORS.SYSTEMS_NOT_DISTINCT,
      fields: { count: errorMessage('DETAIL_SYSTEMS_DISTINCT', { max: 1 }) },
    });
  });

  it('structurally wrong input is a 400 with field messages; no write happens either way', async () => {
    const res = await call('superenalotto', { quotes: 'dieci', modules: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    expect(await call('briscola', req([I(10)])).then((r) => r.statusCode)).toBe(400);
  });

  it('needs bacheca_gn: the call centre is refused, the reader may compute', async () => {
    const cc = await t.inject({
      method: 'POST',
      url: '/api/v1/games/superenalotto/calculate',
      token: await (await makeStaff(t, { role: 'call_center' })).token(),
      payload: req([I(10)]),
    });
    expect(cc.statusCode).toBe(403);
    const reader = await t.inject({
      method: 'POST',
      url: '/api/v1/games/superenalotto/calculate',
      token: await (await makeStaff(t, { role: 'reader' })).token(),
      payload: req([I(10)]),
    });
    expect(reader.statusCode).toBe(200);
  });
});
