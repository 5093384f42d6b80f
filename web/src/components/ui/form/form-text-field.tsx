import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useFieldMessage } from './use-field-message';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<T>;
};

export function FormTextField<T extends FieldValues>({ name, helperText, ...props }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const fieldMessage = useFieldMessage();
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
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
