/**
 * The terms of use as a contract between the server and the app: which version
 * is in force and what the server says when someone publishes without having accepted it.
 * Zod-free: the route guards read it in every visitor's first bundle.
 */

/**
 * The version of the clauses in domain/terms-clauses.ts. Change it whenever the
 * clauses change (tests/web/terms/terms-version.test.ts fails until you do): everyone then accepts again
 * before their next publication.
 */
export const TERMS_VERSION = '2026-11-27';

/** Where the terms are read and accepted. */
export const TERMS_PATH = '/FormTermsCon';

export const TERMS_SERVER_TEXTS = {
  /** 403 on publishing before accepting; names the page, so the message itself leads back there. */
  required:
    'Debes aceptar los términos y condiciones antes de publicar canciones (incluida la declaración de que tienes los derechos de lo que subes). Léelos y acéptalos en /FormTermsCon.',
  /** 409 on accepting a version no longer in force (an app opened before the terms changed). */
  staleVersion:
    'Los términos y condiciones cambiaron desde que abriste esta página. Vuelve a cargarla y léelos de nuevo.',
} as const;
