/** The account forms' checks with the spec's texts (section 5), run before anything is sent. */
import { AUTH_TEXTS, PASSWORD_MIN_LENGTH } from '../../../domain/auth-texts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return AUTH_TEXTS.emailRequired;
  if (!EMAIL_SHAPE.test(value)) return AUTH_TEXTS.invalidEmail;
  return undefined;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : AUTH_TEXTS.passwordRequired,
  };
}

export interface PasswordPair {
  password: string;
  confirmation: string;
}

function confirmationError({ password, confirmation }: PasswordPair): string | undefined {
  if (!confirmation) return AUTH_TEXTS.passwordConfirmationRequired;
  if (confirmation !== password) return AUTH_TEXTS.passwordsDoNotMatch;
  return undefined;
}

/**
 * Registration (spec section 5): both required, equal. The server also wants 6 characters, so a
 * shorter one gets the spec's new-password text here instead of a round trip.
 */
export function registrationPasswordErrors(pair: PasswordPair): FieldErrors<keyof PasswordPair> {
  let password: string | undefined;
  if (!pair.password) password = AUTH_TEXTS.passwordRequired;
  else if (pair.password.length < PASSWORD_MIN_LENGTH) password = AUTH_TEXTS.newPasswordRule;
  return { password, confirmation: confirmationError(pair) };
}

/** Reset (spec section 5): new password of at least 6, confirmation required and equal. */
export function resetPasswordErrors(pair: PasswordPair): FieldErrors<keyof PasswordPair> {
  return {
    password: pair.password.length < PASSWORD_MIN_LENGTH ? AUTH_TEXTS.newPasswordRule : undefined,
    confirmation: confirmationError(pair),
  };
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land there. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
