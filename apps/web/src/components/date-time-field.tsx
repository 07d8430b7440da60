import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { itIT } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/it';

const PICKERS_LOCALE_TEXT = itIT.components.MuiLocalizationProvider.defaultProps.localeText;
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

export interface DateTimeFieldProps {
  label: string;
  /** A wall-clock time "YYYY-MM-DDTHH:mm" (the form's Europe/Rome time), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  testId: string;
  required?: boolean;
  error?: string;
  helperText?: string;
}

/**
 * A date and time of a form with the same Italian picker as the list filters (GG/MM/AAAA hh:mm, components/
 * date-filter.tsx) rather than a native field that follows the browser's locale. The value is a wall-clock time: the
 * picker neither reads nor applies a time zone, the form converts from Europe/Rome.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  testId,
  required,
  error,
  helperText,
}: DateTimeFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={PICKERS_LOCALE_TEXT}>
      <DateTimePicker
        label={label}
        ampm={false}
        value={value ? dayjs(value) : null}
        onChange={(d) => onChange(d && d.isValid() ? d.format(WALL_CLOCK) : '')}
        onClose={onBlur}
        slotProps={{
          textField: {
            fullWidth: true,
            required,
            onBlur,
            'data-testid': testId,
            error: !!error,
            helperText: error ?? helperText,
          } as object,
        }}
      />
    </LocalizationProvider>
  );
}
