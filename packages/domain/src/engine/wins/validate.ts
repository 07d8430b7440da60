import { GAMES, type GameSlug } from '../../games';
import { format } from '../../messages';
import { RESULT_ERRORS, type ResultErrorCode } from '../../messages-results';
import { TOTOCALCIO_CONFIG, gameConfig, isNumericalGame } from '../config';
import { formatCents } from '../result';
import { categoryCodes } from './categories';
import type { Draw } from './types';

/** The most a category may pay, in cents (10 billion euro: a guard, far above any jackpot). */
export const PRIZE_AMOUNT_MAX_CENTS = 1_000_000_000_000;

/** A result as entered: the draw and the prize table (amount per category, integer cents). */
export interface DrawResultInput extends Draw {
  prizes: readonly { category: string; amountCents: number }[];
}

const text = (code: ResultErrorCode, params: Record<string, string | number> = {}) =>
  format(RESULT_ERRORS[code], params);

function checkNumbers(
  fields: Record<string, string>,
  path: string,
  values: readonly number[] | null | undefined,
  expected: number,
  range: { min: number; max: number },
  countCode: ResultErrorCode,
  repeatCode: ResultErrorCode,
) {
  const list = values ?? [];
  if (list.length !== expected) {
    fields[path] = text(countCode, { expected, value: list.length });
    return;
  }
  const notInt = list.findIndex((n) => !Number.isInteger(n));
  if (notInt >= 0) {
    fields[`${path}.${notInt}`] = text('NUMBER_INTEGER');
    return;
  }
  const out = list.findIndex((n) => n < range.min || n > range.max);
  if (out >= 0) {
    fields[`${path}.${out}`] = text('NUMBER_RANGE', { value: list[out], min: range.min, max: range.max });
    return;
  }
  const seen = new Set<number>();
  list.forEach((n, i) => {
    if (seen.has(n) && !fields[path]) fields[`${path}.${i}`] = text(repeatCode, { value: n });
    seen.add(n);
  });
}

/**
 * Checks a result against its game: the numbers (count, range, all different), the Jolly (not among the six),
 * the SuperStar, the Euronumeri, the Totocalcio outcomes (every event of the contest once: `eventCount`, default
 * 14), and the prize table (every category of the game exactly once, whole cents from 0). Returns field path →
 * Italian message, or null when the result is valid. Fields the game does not have must be absent.
 */
export function validateDrawResult(
  game: GameSlug,
  input: DrawResultInput,
  eventCount: number = TOTOCALCIO_CONFIG.maxEvents,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const label = GAMES[game].label;
  const absent = (key: 'jolly' | 'superstar' | 'euronumbers' | 'signs') => {
    const v = input[key];
    if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0))
      fields[key] = text('NOT_FOR_GAME', { game: label });
  };
  if (isNumericalGame(game)) {
    const config = gameConfig(game);
    const drawn = game === 'sivincetutto' ? 6 : config.numbersPerCombination;
    checkNumbers(fields, 'numbers', input.numbers, drawn, config.numbers, 'NUMBERS_COUNT', 'NUMBER_REPEATED');
    if (game === 'superenalotto') {
      if (input.jolly == null) fields.jolly = text('JOLLY_REQUIRED');
      else if (!Number.isInteger(input.jolly)) fields.jolly = text('NUMBER_INTEGER');
      else if (input.jolly < config.numbers.min || input.jolly > config.numbers.max)
        fields.jolly = text('NUMBER_RANGE', { value: input.jolly, ...config.numbers });
      else if (input.numbers.includes(input.jolly)) fields.jolly = text('JOLLY_AMONG_NUMBERS', { value: input.jolly });
      if (input.superstar == null) fields.superstar = text('SUPERSTAR_REQUIRED');
      else if (!Number.isInteger(input.superstar)) fields.superstar = text('NUMBER_INTEGER');
      else if (input.superstar < config.numbers.min || input.superstar > config.numbers.max)
        fields.superstar = text('NUMBER_RANGE', { value: input.superstar, ...config.numbers });
    } else {
      absent('jolly');
      absent('superstar');
    }
    if (config.euronumbers) {
      checkNumbers(
        fields,
        'euronumbers',
        input.euronumbers,
        config.euronumbers.perCombination,
        config.euronumbers.numbers,
        'EURONUMBERS_COUNT',
        'EURONUMBER_REPEATED',
      );
    } else absent('euronumbers');
    absent('signs');
  } else {
    if ((input.numbers ?? []).length > 0) fields.numbers = text('NOT_FOR_GAME', { game: label });
    absent('jolly');
    absent('superstar');
    absent('euronumbers');
    const signs = input.signs ?? [];
    if (signs.length === 0) fields.signs = text('SIGNS_REQUIRED');
    const seen = new Set<number>();
    signs.forEach((s, i) => {
      if (!Number.isInteger(s.eventNumber) || s.eventNumber < 1 || s.eventNumber > eventCount)
        fields[`signs.${i}.eventNumber`] = text('EVENT_UNKNOWN', { event: String(s.eventNumber), max: eventCount });
      else if (seen.has(s.eventNumber))
        fields[`signs.${i}.eventNumber`] = text('EVENT_REPEATED', { event: s.eventNumber });
      if (!['1', 'X', '2', 'annullata'].includes(s.sign))
        fields[`signs.${i}.sign`] = text('SIGN_INVALID', { event: s.eventNumber });
      seen.add(s.eventNumber);
    });
    const missing = Array.from({ length: eventCount }, (_, i) => i + 1).filter((n) => !seen.has(n));
    if (signs.length > 0 && missing.length > 0 && !fields.signs)
      fields.signs = text('EVENTS_MISSING', { n: missing.length, events: missing.join(', ') });
  }
  const codes = categoryCodes(game);
  const given = new Set<string>();
  (input.prizes ?? []).forEach((p, i) => {
    if (!codes.includes(p.category))
      fields[`prizes.${i}.category`] = text('PRIZE_UNKNOWN', { category: p.category, game: label });
    else if (given.has(p.category)) fields[`prizes.${i}.category`] = text('PRIZE_REPEATED', { category: p.category });
    else if (!Number.isInteger(p.amountCents) || p.amountCents < 0 || p.amountCents > PRIZE_AMOUNT_MAX_CENTS) {
      fields[`prizes.${i}.amountCents`] = text('PRIZE_AMOUNT', {
        category: p.category,
        max: formatCents(PRIZE_AMOUNT_MAX_CENTS),
      });
    }
    given.add(p.category);
  });
  const missingPrizes = codes.filter((c) => !given.has(c));
  if (missingPrizes.length > 0)
    fields.prizes = missingPrizes.map((c) => text('PRIZE_MISSING', { category: c })).join(' ');
  return Object.keys(fields).length > 0 ? fields : null;
}
