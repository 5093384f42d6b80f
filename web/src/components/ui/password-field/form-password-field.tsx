import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../form/form-text-field';
import { PasswordVisibilityButton } from './password-visibility-button';

export type FormPasswordFieldProps<T extends FieldValues> = FormTextFieldProps<T> & {
  /** Several fields may share one eye (Mealie's change-password form does). */
  visible?: boolean;
  onToggleVisible?: () => void;
  showToggle?: boolean;
};

export function FormPasswordField<T extends FieldValues>({
  visible,
  onToggleVisible,
  showToggle = true,
  ...props
}: FormPasswordFieldProps<T>) {
  const [ownVisible, setOwnVisible] = useState(false);
  const isVisible = visible ?? ownVisible;
  const toggle = onToggleVisible ?? (() => setOwnVisible((value) => !value));
  return (
    <FormTextField<T>
      autoComplete="current-password"
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        input: { endAdornment: showToggle ? <PasswordVisibilityButton visible={isVisible} onToggle={toggle} /> : undefined },
      }}
    />
  );
}
