import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import * as FIELD_ERRORS from '@bacheca/domain/messages-field-errors';

/**
 * The pickers' Italian localisation lives beside the only pickers of the app, not around the whole app: dayjs and
 * the adapter stay out of the entry graph every route downloads.
 */
const PICKERS_LOCALE_TEXT = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, as kept in the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
  width?: number;
  /** A refusal shown under the field (the range's last day before its first). */
  error?: string;
}

/**
 * Room for the label at rest (inside the field, 16 px) beside the calendar button: a long label such as "Ultimo
 * accesso dal" ran under the icon at 180 px (defect 6).
 */
export function dateFilterWidth(label: string, width = 180): number {
  return Math.max(width, Math.ceil(label.length * 8) + 76);
}

/** A calendar-date filter of a list: the Italian date picker (gg/mm/aaaa), kept in the URL as YYYY-MM-DD. */
/** The refusal of a from/to pair of days whose last precedes its first (the server's rule, schemas/common.ts dayRange). */
export function dayRangeError(
  from: string | undefined,
  to: string | undefined,
  message: string = FIELD_ERRORS.DATE_RANGE_INVALID,
): string | undefined {
  return from && to && to < from ? message : undefined;
}

export function DateFilter({ label, value, onChange, testId, width, error }: DateFilterProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={PICKERS_LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : undefined)}
        slotProps={{
          textField: {
            size: 'small',
            sx: { width: dateFilterWidth(label, width) },
            'data-testid': testId,
            error: !!error,
            helperText: error,
          } as object,
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
