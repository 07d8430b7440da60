import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, calculate, calculateTotocalcio, type ErrorCode, type GameSlug } from '@bacheca/domain';
import { createTestApp, type TestApp } from '../../test/harness';

const I = (numerosity: number, extra: object = {}) => ({ type: 'INTEGRALE', numerosity, ...extra });
const req = (modules: object[], extra: object = {}) => ({ quotes: 10, modules, ...extra });
const events = (mandatory: number, optional: number, signs = 1) => [
  ...Array.from({ length: mandatory }, () => ({ mandatory: true, signs })),
  ...Array.from({ length: optional }, () => ({ mandatory: false, signs: 1 })),
];

/** One request per code of the "calculate totals" table (domain-rules §3, §6), through HTTP. */
const ERROR_CASES: Array<[ErrorCode, GameSlug, object]> = [
  ['BOARD_TYPE_UNKNOWN', 'sivincetutto', req([I(14)], { boardType: 'SPECIALE' })],
  ['BLOCK_TYPE_UNHANDLED', 'superenalotto', req([{ type: 'LOTTO' }])],
  ['NUMBERS_OUT_OF_RANGE', 'superenalotto', req([I(200)])],
  ['NUMBERS_OUT_OF_RANGE', 'eurojackpot', req([{ type: 'EUROJACKPOT', numerosity: 6, euronumbers: 13 }])],
  ['COMBINATIONS_OVER_LIMIT', 'superenalotto', req([I(30)])],
  ['CANNOT_SPLIT', 'superenalotto', req([I(20, { superstar: 1, singleStar: true })])],
  ['TOO_MANY_CEDOLE', 'superenalotto', req(Array.from({ length: 11 }, () => I(7)), { structureType: 'ACCUMULO' })],
  ['QUOTES_OUT_OF_RANGE', 'superenalotto', req([I(10)], { quotes: 126 })],
  ['INVALID_QUOTES_NUMBER', 'superenalotto', req([I(10)], { quotes: 11 })],
  ['TOTAL_COST_UNDER_LIMIT', 'superenalotto', req([{ type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { quotes: 2 })],
  ['QUOTA_PRICE_TOO_LOW', 'superenalotto', req([I(8)], { quotes: 7 })],
  ['QUOTA_PRICE_TOO_HIGH', 'superenalotto', req([I(20)], { quotes: 2 })],
  ['COUPON_SPLIT_PRICE_TOO_LOW', 'superenalotto', req([I(12), { type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { structureType: 'MULTISISTEMA_ACCUMULO', quotes: 125 })],
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
  ['eurojackpot', req([{ type: 'EUROJACKPOT', numerosity: 10, euronumbers: 3 }], { quotes: 8 }), { combinations: 756, totalPriceCents: 151_200 }],
  ['superenalotto', req([I(10, { superstar: 1 })]), { combinations: 210, totalPriceCents: 31_500 }],
  ['superenalotto', req([I(12), I(10)], { structureType: 'ACCUMULO', quotes: 20 }), { combinations: 1_134, totalPriceCents: 113_400 }],
];

describe('POST /api/v1/games/{gameSlug}/calculate', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await t.tokenFor('ra');
  });
  afterAll(async () => t?.close());

  const call = (game: string, body: object) => t.inject({ method: 'POST', url: `/api/v1/games/${game}/calculate`, token, payload: body });

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

  it('covers every code of the table', () => {
    const table: ErrorCode[] = [
      'BOARD_TYPE_UNKNOWN', 'BLOCK_TYPE_UNHANDLED', 'NUMBERS_OUT_OF_RANGE', 'COMBINATIONS_OVER_LIMIT', 'CANNOT_SPLIT',
      'TOO_MANY_CEDOLE', 'QUOTES_OUT_OF_RANGE', 'INVALID_QUOTES_NUMBER', 'QUOTA_PRICE_TOO_LOW', 'QUOTA_PRICE_TOO_HIGH',
      'TOTAL_COST_UNDER_LIMIT', 'COUPON_SPLIT_PRICE_TOO_LOW', 'CHANGE_PARAMETERS', 'TOTOCALCIO_MANDATORY_EVENTS',
      'TOTOCALCIO_OPTIONAL_EVENTS', 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE',
    ];
    expect(new Set(ERROR_CASES.map(([c]) => c))).toEqual(new Set(table));
  });

  it('structurally wrong input is a 400 with field messages; no write happens either way', async () => {
    const res = await call('superenalotto', { quotes: 'dieci', modules: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    expect(await call('briscola', req([I(10)])).then((r) => r.statusCode)).toBe(400);
  });

  it('needs bacheca_gn: the call centre is refused, the reader may compute', async () => {
    const cc = await t.inject({ method: 'POST', url: '/api/v1/games/superenalotto/calculate', token: await t.tokenFor('callcenter'), payload: req([I(10)]) });
    expect(cc.statusCode).toBe(403);
    const reader = await t.inject({ method: 'POST', url: '/api/v1/games/superenalotto/calculate', token: await t.tokenFor('reader'), payload: req([I(10)]) });
    expect(reader.statusCode).toBe(200);
  });
});
