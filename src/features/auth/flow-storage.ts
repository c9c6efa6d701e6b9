/**
 * What the registration and reset flows remember between their screens (spec section 4: "the
 * email is remembered"). Kept in sessionStorage: it belongs to this tab's flow, and the
 * clear-everything of a 401 or logout removes it too.
 */
import { z } from 'zod';

export const VALIDATION_EMAIL_KEY = 'validationEmailResponse';
export const FORGOTTEN_PASSWORD_KEY = 'forgottenPasswordResponse';

const validationEmailSchema = z.object({ email: z.string(), validationToken: z.string() });
const forgottenPasswordSchema = z.object({ email: z.string(), resetToken: z.string() });

export type ValidationEmailResponse = z.infer<typeof validationEmailSchema>;
export type ForgottenPasswordResponse = z.infer<typeof forgottenPasswordSchema>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the next screen says what is missing.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

export const validationEmailStore = {
  read: () => read(VALIDATION_EMAIL_KEY, validationEmailSchema),
  save: (value: ValidationEmailResponse) => write(VALIDATION_EMAIL_KEY, value),
  clear: () => remove(VALIDATION_EMAIL_KEY),
};

export const forgottenPasswordStore = {
  read: () => read(FORGOTTEN_PASSWORD_KEY, forgottenPasswordSchema),
  save: (value: ForgottenPasswordResponse) => write(FORGOTTEN_PASSWORD_KEY, value),
  clear: () => remove(FORGOTTEN_PASSWORD_KEY),
};
