import type { FieldErrors, PasswordPair } from '../validation';
import { PasswordField } from './PasswordField';

export interface PasswordPairFieldsProps {
  label: string;
  values: PasswordPair;
  errors: FieldErrors<keyof PasswordPair>;
  onChange: (values: PasswordPair) => void;
  disabled?: boolean;
}

/** A new password and its confirmation, as registration and reset both ask for them. */
export function PasswordPairFields({
  label,
  values,
  errors,
  onChange,
  disabled,
}: PasswordPairFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        description="Mínimo 6 caracteres."
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
        error={errors.password}
        disabled={disabled}
      />
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(event) => onChange({ ...values, confirmation: event.currentTarget.value })}
        error={errors.confirmation}
        disabled={disabled}
      />
    </>
  );
}
