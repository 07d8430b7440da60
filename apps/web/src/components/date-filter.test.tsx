// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FIELD_ERRORS } from '@bacheca/domain/messages';
import { DateFilter, dayRangeError } from './date-filter';

describe('date range filters ("Al" before "Dal" refused)', () => {
  afterEach(cleanup);

  it('refuses a last day before the first, not the same day nor an open range', () => {
    expect(dayRangeError('2026-05-10', '2026-05-01')).toBe(FIELD_ERRORS.DATE_RANGE_INVALID);
    expect(dayRangeError('2026-05-10', '2026-05-10')).toBeUndefined();
    expect(dayRangeError('2026-05-01', '2026-05-10')).toBeUndefined();
    expect(dayRangeError(undefined, '2026-05-01')).toBeUndefined();
    expect(dayRangeError('2026-05-10', undefined)).toBeUndefined();
    expect(dayRangeError('2026-05-10', '2026-05-01', 'altro')).toBe('altro');
  });

  it('shows the refusal under the field, marked invalid', () => {
    render(
      <DateFilter
        label="Al"
        value="2026-05-01"
        onChange={() => undefined}
        testId="filter-date-to"
        error={FIELD_ERRORS.DATE_RANGE_INVALID}
      />,
    );
    expect(screen.getByText(FIELD_ERRORS.DATE_RANGE_INVALID)).toBeTruthy();
    expect(screen.getByTestId('filter-date-to').querySelector('[aria-invalid="true"]')).toBeTruthy();
  });
});
