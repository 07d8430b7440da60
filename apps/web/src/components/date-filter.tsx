import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';

export interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, as kept in the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
  width?: number;
}

/** A calendar-date filter of a list: the Italian date picker (gg/mm/aaaa), kept in the URL as YYYY-MM-DD. */
export function DateFilter({ label, value, onChange, testId, width = 180 }: DateFilterProps) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : undefined)}
      slotProps={{ textField: { size: 'small', sx: { width }, 'data-testid': testId } as object, field: { clearable: true } }}
    />
  );
}
