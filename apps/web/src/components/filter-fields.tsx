import type { ReactElement } from 'react';
import { BoolSelect } from './bool-select';
import { FilterTextField } from './filter-text-field';
import { SelectFilter, type SelectFilterOption } from './select-filter';

/** The keys of a search whose values are of type V. */
type KeysOf<S, V> = { [K in keyof S]-?: NonNullable<S[K]> extends V ? K : never }[keyof S] & string;

interface FieldOptions {
  /** Default `filter-{key}`. */
  testId?: string;
}

/**
 * The filters of a list page bound to its search and its change (a navigation), so that the page declares each
 * field by its key and label only: `const field = filterFields(search, filter)`, then
 * `{field.text('city', 'Città', { width: 150 })}` or `{field.bool('enabled', 'Abilitata')}` inside the FilterBar.
 * Dates stay with `DateFilter`/`DateRangeFilter` (the pickers load only with the pages that have them).
 */
export function filterFields<S extends object>(search: S, onChange: (changes: Partial<S>) => void) {
  const set = <K extends keyof S>(key: K, value: S[K] | undefined) => onChange({ [key]: value } as Partial<S>);
  return {
    text<K extends KeysOf<S, string>>(
      key: K,
      label: string,
      options: FieldOptions & { width?: number; placeholder?: string } = {},
    ): ReactElement {
      return (
        <FilterTextField
          label={label}
          placeholder={options.placeholder}
          value={search[key] as string | undefined}
          onCommit={(value) => set(key, value as S[K] | undefined)}
          width={options.width}
          data-testid={options.testId ?? `filter-${key}`}
        />
      );
    },
    bool<K extends KeysOf<S, boolean>>(key: K, label: string, options: FieldOptions = {}): ReactElement {
      return (
        <BoolSelect
          label={label}
          value={search[key] as boolean | undefined}
          onChange={(value) => set(key, value as S[K] | undefined)}
          data-testid={options.testId ?? `filter-${key}`}
        />
      );
    },
    select<K extends KeysOf<S, string>>(
      key: K,
      label: string,
      values: ReadonlyArray<SelectFilterOption<NonNullable<S[K]> & string>>,
      options: FieldOptions & { allLabel?: string; minWidth?: number; showAll?: boolean } = {},
    ): ReactElement {
      const { testId, ...select } = options;
      return (
        <SelectFilter<NonNullable<S[K]> & string>
          label={label}
          value={search[key] as (NonNullable<S[K]> & string) | undefined}
          options={values}
          onChange={(value) => set(key, value as S[K] | undefined)}
          {...select}
          data-testid={testId ?? `filter-${key}`}
        />
      );
    },
  };
}
