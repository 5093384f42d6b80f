import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useFocusAfterPaint } from '../../../lib/hooks/use-focus-after-paint';
import { useFieldMessage } from './use-field-message';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<T>;
};

/** A form's text field; `autoFocus` focuses it once the page has painted (`useFocusAfterPaint`). */
export function FormTextField<T extends FieldValues>({ name, helperText, autoFocus, ...props }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const fieldMessage = useFieldMessage();
  const focusRef = useFocusAfterPaint<HTMLInputElement>(autoFocus);
  // One ref for the form and the focus, kept across renders (a new one would be detached and
  // attached again on every keystroke).
  const fieldRef = field.ref;
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      fieldRef(element);
      focusRef.current = element;
    },
    [fieldRef, focusRef],
  );
  return (
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
      inputRef={inputRef}
      error={fieldState.invalid}
      helperText={fieldMessage(fieldState.error?.message) ?? helperText}
    />
  );
}
