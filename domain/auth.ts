/**
 * The accounts contract: request and response shapes shared by server and web.
 * Validation messages a person reads are the spec's (section 5) where it gives one.
 */
import { z } from 'zod';
import { pageQuerySchema } from './api';
import {
  AUTH_TEXTS,
  CODE_LENGTH,
  CODE_REQUEST_TOKEN_PATTERN,
  PASSWORD_MIN_LENGTH,
} from './auth-texts';
import { COUNTRIES } from './countries';
import { INSTRUMENT_OPTIONS } from './instruments';
import { completeLink, isHttpUrl, PROFILE_TEXTS } from './profile-texts';
import { ROLES } from './roles';
import { SOCIAL_NETWORKS } from './social-networks';

export { AUTH_TEXTS, CODE_LENGTH, PASSWORD_MIN_LENGTH };
/** Long enough for any real input, short enough that a 10 KB string is refused (400). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 80;
export const MAX_BIOGRAPHY_LENGTH = 2000;
export const MAX_URL_LENGTH = 500;

export const emailSchema = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.emailRequired)
  .max(MAX_EMAIL_LENGTH, AUTH_TEXTS.invalidEmail)
  .pipe(z.email(AUTH_TEXTS.invalidEmail))
  .transform((email) => email.toLowerCase());

const passwordSchema = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .min(1, AUTH_TEXTS.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, 'La contraseña es demasiado larga');

/** A new password (registration or reset): at least 6 characters on the server as well. */
export const newPasswordSchema = z
  .string({ error: AUTH_TEXTS.newPasswordRule })
  .min(PASSWORD_MIN_LENGTH, AUTH_TEXTS.newPasswordRule)
  .max(MAX_PASSWORD_LENGTH, 'La contraseña es demasiado larga');

/** A code request's token is ours (43 base64url characters); anything else is a request gone. */
const tokenSchema = z
  .string({ error: AUTH_TEXTS.codeRequestMissing })
  .regex(CODE_REQUEST_TOKEN_PATTERN, AUTH_TEXTS.codeRequestMissing);
export const codeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), AUTH_TEXTS.codeMismatch);

// --- requests ---------------------------------------------------------------------------------
export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export const emailRequestSchema = z.object({ email: emailSchema });
export const codeCheckRequestSchema = z.object({ token: tokenSchema, code: codeSchema });
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  /** The token of a verified email code: registration needs a proven address. */
  validationToken: tokenSchema,
});
export const updatePasswordRequestSchema = z.object({
  email: emailSchema,
  newPassword: newPasswordSchema,
  resetToken: tokenSchema,
});

// --- responses --------------------------------------------------------------------------------
/** POST /request_validate_email_with_code: the code goes by mail only (DECISIONS "Security" 1). */
export const emailValidationResponseSchema = z.object({
  email: z.string(),
  validationToken: z.string(),
});
/** POST /request_password_reset_with_code: the same answer whether or not the account exists. */
export const passwordResetResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  resetToken: z.string(),
});
export const codeCheckResponseSchema = z.object({ email: z.string(), verified: z.literal(true) });
export const messageResponseSchema = z.object({ message: z.string() });

/** GET /oidc: whether social sign-in is offered, and the provider's name for its button. */
export const oidcInfoSchema = z.object({ enabled: z.boolean(), name: z.string().nullable() });
export type OidcInfo = z.infer<typeof oidcInfoSchema>;

/** GET /oidc/start?from=register: where the person started, so an error brings them back there. */
export const oidcStartQuerySchema = z.object({
  from: z.enum(['login', 'register']).default('login'),
});

/** GET/PUT /credentials/{id}. */
export const credentialsSchema = z.object({
  credentials_id: z.number().int(),
  email: z.string(),
  roles: z.array(z.string()),
  has_uploaded_song: z.boolean(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const credentialsUpdateSchema = z
  .object({
    roles: z
      .array(z.enum(['user', 'composer', 'admin']))
      .min(1)
      .max(3),
    has_uploaded_song: z.boolean(),
  })
  .partial()
  .strict();

// --- profiles ---------------------------------------------------------------------------------
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A profile link: completed when typed without its scheme, then http(s) only. */
export const socialLinkSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .transform(completeLink)
  .refine(isHttpUrl, PROFILE_TEXTS.linkInvalid);

/** GET /users/{id}. `dni` only reaches the owner and admins. */
export const profileSchema = z.object({
  user_id: z.number().int(),
  credentials_id: z.number().int(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  instruments: z.array(z.string()),
  nationality: z.string().nullable(),
  dni: z.string().nullable(),
  biografia: z.string().nullable(),
  bannerImage: z.string().nullable(),
  userImageUrl: z.string().nullable(),
  social_network_selected: z.array(z.string()),
  social_network_link: z.array(z.string()),
  roles: z.array(z.string()),
  has_uploaded_song: z.boolean(),
  createdAt: z.string(),
  /** Only for the person and admins: an admin suspended the account. */
  suspended: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /users/{id}: the whole profile merged with the form (spec section 7); every field optional. */
export const profileUpdateSchema = z
  .object({
    name: optionalText(MAX_NAME_LENGTH),
    lastName: optionalText(MAX_NAME_LENGTH),
    nickname: optionalText(MAX_NAME_LENGTH),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9+()\-\s]*$/, 'Teléfono inválido')
      .nullable()
      .optional(),
    instruments: z.array(z.enum(INSTRUMENT_OPTIONS)).max(INSTRUMENT_OPTIONS.length).optional(),
    nationality: optionalText(MAX_NAME_LENGTH),
    biografia: optionalText(MAX_BIOGRAPHY_LENGTH),
    bannerImage: optionalText(MAX_URL_LENGTH),
    userImageUrl: optionalText(MAX_URL_LENGTH),
    social_network_selected: z.array(z.enum(SOCIAL_NETWORKS)).max(10).optional(),
    social_network_link: z.array(socialLinkSchema).max(10).optional(),
    roles: z
      .array(z.enum(['user', 'composer', 'admin']))
      .min(1)
      .max(3)
      .optional(),
  })
  .refine(
    (p) => (p.social_network_selected?.length ?? 0) === (p.social_network_link?.length ?? 0),
    'Cada red social necesita su enlace',
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /users/{id}/personal_info: País, Teléfono and cédula of the onboarding form. */
export const personalInfoRequestSchema = z.object({
  country: z.enum(COUNTRIES),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\-\s]*$/, 'Teléfono inválido')
    .optional()
    .default(''),
  dni: z.string().trim().min(1, AUTH_TEXTS.fieldRequired).max(20, AUTH_TEXTS.cedulaInvalid),
});
export const personalInfoResponseSchema = z.object({
  cedulaValid: z.boolean(),
  profile: profileSchema,
});

/**
 * GET /users/{id}/deletion-summary: what goes with an account, so the person
 * deleting it sees whose it is and what it takes with it before confirming with the email.
 */
export const deletionSummarySchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  display_name: z.string(),
  songs: z.number().int(),
  albums: z.number().int(),
  playlists: z.number().int(),
});
export type DeletionSummary = z.infer<typeof deletionSummarySchema>;

/**
 * GET /users/ for admins: a page of accounts, newest first, narrowed by what
 * is typed (name, nickname or email, case- and accent-insensitive) and by role.
 */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(120).optional(),
  role: z.enum(ROLES).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
