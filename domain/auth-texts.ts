/**
 * The accounts texts and limits a person meets, without zod: the web app's first bundle and its
 * account screens import these, and domain/auth.ts (which builds schemas at load) re-exports them.
 */
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
} as const;
