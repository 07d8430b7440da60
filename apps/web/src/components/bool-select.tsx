import { SelectFilter } from './select-filter';

export interface BoolSelectProps {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  trueLabel?: string;
  falseLabel?: string;
  'data-testid'?: string;
}

/** A yes/no filter with "Tutti": undefined means no filter. */
export function BoolSelect({ label, value, onChange, trueLabel = 'Sì', falseLabel = 'No', ...rest }: BoolSelectProps) {
  return (
    <SelectFilter<'true' | 'false'>
      label={label}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      options={[
        { value: 'true', label: trueLabel },
        { value: 'false', label: falseLabel },
      ]}
      onChange={(v) => onChange(v === undefined ? undefined : v === 'true')}
      minWidth={140}
      showAll
      data-testid={rest['data-testid']}
    />
  );
}
