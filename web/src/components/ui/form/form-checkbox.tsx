import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ChangeEvent, ReactNode } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  variant?: 'checkbox' | 'switch';
  onChange?: (checked: boolean) => void;
}

export function FormCheckbox<T extends FieldValues>({ name, label, description, variant = 'checkbox', onChange }: FormCheckboxProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const controlProps = {
          name: field.name,
          checked: Boolean(field.value),
          slotProps: { input: { ref: field.ref } },
          onBlur: field.onBlur,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            field.onChange(event.target.checked);
            onChange?.(event.target.checked);
          },
        };
        return (
          <>
            <FormControlLabel
              label={label}
              control={variant === 'switch' ? <Switch {...controlProps} /> : <Checkbox {...controlProps} />}
            />
            {description && <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 4 }}>{description}</FormHelperText>}
          </>
        );
      }}
    />
  );
}
