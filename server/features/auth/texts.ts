/** Spanish answers of the accounts API (DECISIONS "Security"; spec section 8 where it has one). */
import { AUTH_TEXTS } from '../../../domain/auth';

export const ACCOUNT_TEXTS = {
  mustSignIn: 'Debe iniciar sesión para continuar',
  forbidden: 'No tiene permiso para realizar esta acción',
  emailTaken: 'El correo electrónico ya está registrado',
  codeMismatch: AUTH_TEXTS.codeMismatch,
  codeExpired: 'El código ha expirado. Solicita uno nuevo.',
  codeUsed: 'El código ya fue usado. Solicita uno nuevo.',
  tooManyAttempts: 'Demasiados intentos. Solicita un nuevo código.',
  /** The server adds when to try again. */
  tooManyCodeFailures: 'Demasiados códigos incorrectos para este correo desde esta conexión.',
  mustValidateEmail: 'Debe validar su correo electrónico antes de registrarse',
  wrongCredentials: 'Correo o contraseña incorrectos',
  resetInvalid: 'El código de restablecimiento no es válido o ya fue usado',
  resetGeneric: AUTH_TEXTS.resetGeneric,
  passwordUpdated: AUTH_TEXTS.passwordUpdated,
  adminRoleForbidden: 'No puede asignarse el rol de administrador',
  ownAdminRoleKept: 'No puede quitarse el rol de administrador',
  roleChangeForbidden: 'No tiene permiso para cambiar a ese rol',
  userNotFound: 'Usuario no encontrado',
  mailFailed: 'No se pudo enviar el correo. Intente de nuevo más tarde.',
  welcomeQueued: 'Correo de bienvenida enviado',
  crossOrigin: 'Origen de la solicitud no permitido',
  textTooLong: 'Un texto supera la longitud máxima permitida',
} as const;
