import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface FormTextFieldProps<V extends FieldValues, N extends FieldPath<V>> extends Pick<
  TextFieldProps,
  'label' | 'type' | 'required' | 'fullWidth' | 'size' | 'select' | 'disabled' | 'autoComplete'
> {
  name: N;
  control: Control<V>;
  rules?: Omit<RegisterOptions<V, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  testId: string;
  /** Shown while the field has no error. */
  helperText?: string;
  /** The options of a `select`. */
  children?: ReactNode;
}

/** A text (or select) field of a react-hook-form form: its error under it, `testId` on the input. */
export function FormTextField<V extends FieldValues, N extends FieldPath<V>>({
  name,
  control,
  rules,
  testId,
  helperText,
  children,
  ...props
}: FormTextFieldProps<V, N>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {children}
        </TextField>
      )}
    />
  );
}

/** A boolean field of a react-hook-form form as a labelled checkbox. */
export function FormCheckbox<V extends FieldValues>({
  name,
  control,
  label,
  testId,
}: {
  name: FieldPathByValue<V, boolean>;
  control: Control<V>;
  label: string;
  testId: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { 'data-testid': testId } as object }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
