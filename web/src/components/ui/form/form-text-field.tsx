import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useFocusAfterPaint } from '../../../lib/hooks/use-focus-after-paint';
import { useFieldMessage } from './use-field-message';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<T>;
};

/** A form's text field; `autoFocus` focuses it once the page has painted (`useFocusAfterPaint`). */
export function FormTextField<T extends FieldValues>({ name, helperText, autoFocus, ...props }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const fieldMessage = useFieldMessage();
  const focusRef = useFocusAfterPaint<HTMLInputElement>(autoFocus);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          margin="normal"
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            props.onBlur?.(event);
          }}
          inputRef={(element: HTMLInputElement | null) => {
            field.ref(element);
            focusRef.current = element;
          }}
          error={fieldState.invalid}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
