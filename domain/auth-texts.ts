/**
 * The accounts texts and limits a person meets, without zod: the web app's first bundle and its
 * account screens import these, and domain/auth.ts (which builds schemas at load) re-exports them.
 */
import { MODERATION_TEXTS } from './moderation-texts';

export const CODE_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 6;

export const AUTH_TEXTS = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  newPasswordRule: 'Nueva contraseña es requerida y debe tener al menos 6 caracteres',
  codeMismatch: 'El código no coincide',
  fieldRequired: 'Campo es requerido',
  invalidEmail: 'Correo electrónico inválido',
  resetGeneric:
    'Si el correo electrónico está registrado, recibirás instrucciones para restablecer tu contraseña a tu correo.',
  passwordUpdated: 'Contraseña actualizada con éxito',
  cedulaInvalid: 'Cédula o documento inválido',
  mustRegister: 'Debe registrarse para acceder a esta sección.',
  codeRequestMissing: 'Falta la solicitud del código o ya no es válida. Vuelve a pedir uno nuevo.',
} as const;

/**
 * Social sign-in. The spec's Google texts ('Error en Google Login',
 * 'Error al obtener datos del usuario de Google') with the configured provider's name.
 */
export const OIDC_TEXTS = {
  button: (name: string) => `Continuar con ${name}`,
  failed: (name: string) => `Error en ${name} Login`,
  userData: (name: string) => `Error al obtener datos del usuario de ${name}`,
  unverified: (name: string) =>
    `Tu correo en ${name} no está verificado. Verifícalo allí, o regístrate con tu correo y un código.`,
  cancelled: (name: string) => `Cancelaste el inicio de sesión con ${name}.`,
  expired: (name: string) =>
    `El inicio de sesión con ${name} caducó o se abrió en otro navegador. Vuelve a intentarlo.`,
  accountExists: (name: string) =>
    `Ya hay una cuenta con tu correo de ${name}. Inicia sesión con tu correo y tu contraseña.`,
  suspended: (_name: string) => MODERATION_TEXTS.suspended,
  finishing: 'Iniciando sesión…',
} as const;

/** Why a social sign-in came back without a session: the `oidcError` of the page it returns to. */
export const OIDC_ERROR_CODES = [
  'failed',
  'userData',
  'unverified',
  'cancelled',
  'expired',
  'accountExists',
  'suspended',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

/** A code request's token as the server makes them: 32 random bytes in base64url (43 characters). */
export const CODE_REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
