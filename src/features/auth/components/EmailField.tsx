import { TextInput } from '@mantine/core';
import { emailError, type FieldErrors } from '../validation';

export interface EmailValues {
  email: string;
}

/** The check of a form whose only field is the email. */
export function emailFieldErrors({ email }: EmailValues) {
  return { email: emailError(email) };
}

export interface EmailFieldProps<V extends EmailValues> {
  /** The useAuthForm state of a form that has an email among its values. */
  form: {
    values: V;
    fieldErrors: FieldErrors<'email'>;
    change: (next: V) => void;
  };
  disabled?: boolean;
}

/** The 'Correo electrónico' input that sign-in, registration and the reset request share. */
export function EmailField<V extends EmailValues>({ form, disabled }: EmailFieldProps<V>) {
  return (
    <TextInput
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={form.values.email}
      onChange={(event) => form.change({ ...form.values, email: event.currentTarget.value })}
      error={form.fieldErrors.email}
      disabled={disabled}
    />
  );
}
