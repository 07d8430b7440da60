import { describe, expect, it } from 'vitest';
import { itIT } from '@mui/material/locale';
import { muiItalian } from './mui-locale';

type Props = Record<string, unknown>;
const props = (locale: typeof itIT, component: string) =>
  (locale.components as Record<string, { defaultProps: Props }>)[component]!.defaultProps;

describe('muiItalian', () => {
  it('gives the same texts as MUI core itIT, component by component', () => {
    expect(Object.keys(muiItalian.components!).sort()).toEqual(Object.keys(itIT.components!).sort());
    for (const component of Object.keys(itIT.components!)) {
      const ours = props(muiItalian, component);
      const theirs = props(itIT, component);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      for (const [key, value] of Object.entries(theirs)) {
        if (typeof value !== 'function') expect(ours[key]).toEqual(value);
      }
    }
  });

  it('labels and numbers as itIT does, the formatter built on first use', () => {
    const ours = props(muiItalian, 'MuiTablePagination');
    const theirs = props(itIT, 'MuiTablePagination');
    for (const args of [
      { from: 1, to: 25, count: 30001 },
      { from: 1001, to: 1025, count: -1 },
    ]) {
      expect((ours.labelDisplayedRows as (a: typeof args) => string)(args)).toBe(
        (theirs.labelDisplayedRows as (a: typeof args) => string)(args),
      );
    }
    for (const type of ['first', 'last', 'next', 'previous']) {
      expect((ours.getItemAriaLabel as (t: string) => string)(type)).toBe(
        (theirs.getItemAriaLabel as (t: string) => string)(type),
      );
    }
    const pagination = [props(muiItalian, 'MuiPagination'), props(itIT, 'MuiPagination')] as const;
    for (const args of [
      ['page', 3, true],
      ['page', 4, false],
      ['first', null, false],
      ['previous', null, false],
    ] as const) {
      const [a, b] = pagination.map((p) => (p.getItemAriaLabel as (...x: unknown[]) => string)(...args));
      expect(a).toBe(b);
    }
    const rating = [props(muiItalian, 'MuiRating'), props(itIT, 'MuiRating')] as const;
    for (const value of [1, 2]) {
      const [a, b] = rating.map((p) => (p.getLabelText as (v: number) => string)(value));
      expect(a).toBe(b);
    }
  });
});
