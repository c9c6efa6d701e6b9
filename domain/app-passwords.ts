/**
 * App passwords (docs/product.md "Aplicaciones externas"): what GET, POST /app-passwords and
 * DELETE /app-passwords/{id} carry. A player of the Subsonic API signs in with one of these, never
 * with the account's password; each is shown once, when made.
 */
import { z } from 'zod';
import { idParamSchema } from './id-schemas';

/** At most this many app passwords a person. */
export const MAX_APP_PASSWORDS = 20;

export const APP_PASSWORD_TEXTS = {
  section: 'Aplicaciones externas',
  intro:
    'Escucha Tambora en reproductores compatibles con Subsonic (Symfonium, DSub, Feishin, Amperfy, play:Sub…). Crea una contraseña para cada aplicación: tu contraseña de Tambora nunca se usa allí.',
  server: 'Dirección del servidor',
  user: 'Usuario',
  name: 'Nombre de la aplicación',
  namePlaceholder: 'Por ejemplo: Symfonium en mi teléfono',
  create: 'Crear contraseña',
  nameRequired: 'Escribe un nombre para la aplicación.',
  nameTooLong: 'El nombre admite hasta 60 caracteres.',
  tooMany: `Ya tienes ${MAX_APP_PASSWORDS} contraseñas de aplicación: revoca alguna antes de crear otra.`,
  shownOnce: 'Cópiala ahora: no se volverá a mostrar.',
  copy: 'Copiar',
  copied: 'Copiada',
  revoke: 'Revocar',
  revokeOf: (name: string) => `Revocar ${name}`,
  revoked: (name: string) => `Se revocó «${name}»: esa aplicación ya no puede entrar.`,
  none: 'Todavía no has creado ninguna contraseña de aplicación.',
  createdOn: (date: string) => `Creada el ${date}`,
  lastUsed: (date: string) => `Último uso: ${date}`,
  neverUsed: 'Sin usar todavía',
  notFound: 'Esa contraseña de aplicación no existe.',
  createFailed: 'No se pudo crear la contraseña. Inténtalo de nuevo.',
  revokeFailed: 'No se pudo revocar la contraseña. Inténtalo de nuevo.',
  offline: 'Sin conexión: las contraseñas de aplicación se crean y revocan con conexión.',
} as const;

export const appPasswordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AppPassword = z.infer<typeof appPasswordSchema>;

export const appPasswordListSchema = z.object({ items: z.array(appPasswordSchema) });

export const createAppPasswordBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, APP_PASSWORD_TEXTS.nameRequired)
    .max(60, APP_PASSWORD_TEXTS.nameTooLong),
});
export type CreateAppPasswordBody = z.infer<typeof createAppPasswordBodySchema>;

/** The answer to POST /app-passwords: the only time the password itself is shown. */
export const createdAppPasswordSchema = appPasswordSchema.extend({ password: z.string() });
export type CreatedAppPassword = z.infer<typeof createdAppPasswordSchema>;

export const appPasswordParamsSchema = z.object({ id: idParamSchema });
