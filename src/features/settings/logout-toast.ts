/** Spec sections 2 and 9: after logging out, 'Sesión cerrada' shows for 3 s. */
export const LOGOUT_TOAST_TEXT = 'Sesión cerrada';
export const LOGOUT_TOAST_MS = 3000;
export const LOGOUT_QUESTION = '¿Estás seguro?';
