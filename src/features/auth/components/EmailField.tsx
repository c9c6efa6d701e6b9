import { TextInput } from '@mantine/core';
import { emailError } from '../validation';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The 'Correo electrónico' input that sign-in, registration and the reset request share. */
export function EmailField({ value, onChange, error, disabled }: EmailFieldProps) {
  return (
    <TextInput
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}

export interface EmailValues {
  email: string;
}

/** The check of a form whose only field is the email. */
export function emailFieldErrors({ email }: EmailValues) {
  return { email: emailError(email) };
}
