/**
 * The environment, read and validated once at start (ARCHITECTURE "Configuration").
 * A bad value stops the server with one Spanish line naming the variable.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { base64urlByteLength } from '../domain/push';

export type Env = Readonly<Record<string, string | undefined>>;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute path: PGlite database, media files, lock file. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Base for absolute links (emails), without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  admin: { email: string; password: string } | null;
  /** 'auto' loads the demo catalogue only into an empty database. */
  seedDemo: boolean | 'auto';
  cedulaServiceUrl: string | null;
  maxAudioBytes: number;
  maxImageBytes: number;
  /** Bytes one person may store in all (MAX_USER_STORAGE_MB): a full disk is everyone's problem. */
  maxUserStorageBytes: number;
  /** Bytes one person may keep uploaded without using them in a song or profile yet. */
  maxUnattachedBytes: number;
  cookieSecure: boolean;
  /**
   * Addresses of the reverse proxies in front of the server (IPs, CIDR ranges or 'loopback',
   * 'linklocal', 'uniquelocal'); empty: none. Requests from them have their client address read
   * from X-Forwarded-For, so rate limits count people rather than the proxy.
   */
  trustProxy: string[];
  /** The built PWA (internal option, default <repo>/dist). */
  staticDir: string;
  /** ffmpeg and ffprobe for the audio pipeline; missing programs mean originals stream as uploaded. */
  ffmpegPath: string;
  ffprobePath: string;
  logLevel: LogLevel;
  /** How long a stop (SIGTERM, Ctrl+C) waits for requests in flight before it cuts them. */
  shutdownTimeoutMs: number;
  /** Social sign-in with one OpenID Connect provider; null: the button is not offered. */
  oidc: OidcConfig | null;
  /** Where media files live: DATA_DIR/media (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** How many server processes `npm run start:cluster` runs (default: one per core). */
  workers: number;
  /** VAPID keys from the environment; null: made at the first start and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Seals app passwords (Subsonic API); null: made at the first start and kept in the database. */
  subsonicSecret: string | null;
  /**
   * GET /metrics: answered on the main port to a request bearing `token`, and without one on
   * `port` of loopback; with neither, nobody reads them.
   */
  metrics: { token: string | null; port: number | null };
  /** Where OpenTelemetry traces go (OTLP over HTTP); null: tracing is not even loaded. */
  tracing: { endpoint: string; serviceName: string } | null;
}

export type StorageConfig = { kind: 'disk' } | S3Config;

export interface S3Config {
  kind: 's3';
  /** Null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null: the SDK's default credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** bucket-in-the-path URLs, which MinIO, Garage and most self-hosted stores need. */
  forcePathStyle: boolean;
  /**
   * 'proxy': /media answers with the object's bytes (Range passed through); 'redirect': /media
   * answers 302 to a presigned URL valid for presignSeconds, so bytes go from the store directly.
   */
  delivery: 'proxy' | 'redirect';
  presignSeconds: number;
}

export interface OidcConfig {
  /** The provider's issuer identifier, without a trailing slash. */
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  /** Shown on the button: 'Continuar con {name}'. */
  name: string;
}

/** Thrown by loadConfig; its message is the single line the server prints before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root, so defaults do not depend on the working directory for code paths. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

const MB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

interface VariableRule<T> {
  schema: z.ZodType<T>;
  /** What the value must be, completing "<NAME> debe ser ...". */
  expected: string;
  /** Secrets are never echoed back in the error line. */
  secret?: boolean;
}

const httpUrl = z
  .string()
  .refine((value) => /^https?:$/.test(safeUrl(value)?.protocol ?? ''))
  .transform((value) => value.replace(/\/+$/, ''));
const email = z.email();
const booleanText = z
  .string()
  .regex(/^(true|false)$/i)
  .transform((value) => value.toLowerCase() === 'true');
const megabytes = z.coerce
  .number()
  .positive()
  .max(10 * 1024)
  .transform((value) => Math.floor(value * MB));

const RULES = {
  PORT: {
    schema: z.coerce.number().int().min(1).max(65535),
    expected: 'un número entre 1 y 65535',
  },
  HOST: {
    schema: z.string().regex(/^[^\s/]+$/),
    expected: 'un nombre de equipo o una dirección IP',
  },
  DATA_DIR: { schema: z.string().min(1), expected: 'una ruta de carpeta' },
  DATABASE_URL: {
    schema: z.string().refine((value) => /^postgres(ql)?:$/.test(safeUrl(value)?.protocol ?? '')),
    expected: 'una URL postgres://usuario:clave@equipo:puerto/base',
    secret: true,
  },
  PUBLIC_URL: { schema: httpUrl, expected: 'una URL http:// o https://' },
  SMTP_URL: {
    schema: z.string().refine((value) => /^smtps?:$/.test(safeUrl(value)?.protocol ?? '')),
    expected: 'una URL smtp:// o smtps://',
    secret: true,
  },
  MAIL_FROM: {
    schema: z.string().regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/),
    expected: 'una dirección de correo, por ejemplo "Tambora <no-responder@tambora.app>"',
  },
  SUPPORT_EMAIL: { schema: email, expected: 'una dirección de correo válida' },
  // Base64url, as web-push's generateVAPIDKeys() prints them: a P-256 point and its secret.
  VAPID_PUBLIC_KEY: {
    schema: z.string().refine((value) => base64urlByteLength(value) === 65),
    expected: 'una clave pública VAPID (65 bytes en base64url)',
  },
  VAPID_PRIVATE_KEY: {
    schema: z.string().refine((value) => base64urlByteLength(value) === 32),
    expected: 'una clave privada VAPID (32 bytes en base64url)',
    secret: true,
  },
  ADMIN_EMAIL: { schema: email, expected: 'una dirección de correo válida' },
  ADMIN_PASSWORD: {
    schema: z.string().min(8),
    expected: 'una contraseña de al menos 8 caracteres',
    secret: true,
  },
  SEED_DEMO: { schema: booleanText, expected: 'true o false' },
  CEDULA_SERVICE_URL: { schema: httpUrl, expected: 'una URL http:// o https://' },
  MAX_AUDIO_MB: { schema: megabytes, expected: 'un número de megabytes mayor que 0' },
  MAX_IMAGE_MB: { schema: megabytes, expected: 'un número de megabytes mayor que 0' },
  MAX_USER_STORAGE_MB: {
    schema: z.coerce
      .number()
      .positive()
      .max(100 * 1024 * 1024)
      .transform((value) => Math.floor(value * MB)),
    expected: 'un número de megabytes mayor que 0',
  },
  MAX_UNATTACHED_UPLOADS_MB: { schema: megabytes, expected: 'un número de megabytes mayor que 0' },
  COOKIE_SECURE: { schema: booleanText, expected: 'true o false' },
  TRUST_PROXY: {
    schema: z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim()))
      .pipe(z.array(z.string().refine(isProxyAddress)).min(1)),
    expected:
      'las direcciones de los proxies inversos separadas por comas (IP, rango CIDR o loopback)',
  },
  STATIC_DIR: { schema: z.string().min(1), expected: 'una ruta de carpeta' },
  FFMPEG_PATH: { schema: z.string().min(1), expected: 'la ruta del programa ffmpeg' },
  FFPROBE_PATH: { schema: z.string().min(1), expected: 'la ruta del programa ffprobe' },
  LOG_LEVEL: { schema: z.enum(LOG_LEVELS), expected: LOG_LEVELS.join(', ') },
  SHUTDOWN_TIMEOUT_SECONDS: {
    schema: z.coerce
      .number()
      .positive()
      .max(3600)
      .transform((value) => Math.round(value * 1000)),
    expected: 'un número de segundos mayor que 0',
  },
  // Tokens and identities travel over this: plain http only to a provider on this machine.
  OIDC_ISSUER: {
    schema: httpUrl.refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || isLoopback(url.hostname);
    }),
    expected: 'una URL https:// (http:// solo para localhost)',
  },
  OIDC_CLIENT_ID: { schema: z.string().min(1), expected: 'el identificador del cliente' },
  OIDC_CLIENT_SECRET: {
    schema: z.string().min(1),
    expected: 'el secreto del cliente',
    secret: true,
  },
  OIDC_NAME: {
    schema: z.string().max(40),
    expected: 'el nombre del proveedor, de 40 caracteres como mucho',
  },
  WORKERS: {
    schema: z.coerce.number().int().min(1).max(256),
    expected: 'un número entero de procesos entre 1 y 256',
  },
  // Long enough that guessing it is hopeless; compared in constant time (observability/metrics-route).
  SUBSONIC_SECRET: {
    schema: z.string().regex(/^[\x21-\x7e]{32,200}$/),
    expected: 'una clave de 32 a 200 caracteres visibles, sin espacios',
    secret: true,
  },
  METRICS_TOKEN: {
    schema: z.string().regex(/^[\x21-\x7e]{16,200}$/),
    expected: 'un token de 16 a 200 caracteres visibles, sin espacios',
    secret: true,
  },
  METRICS_PORT: {
    schema: z.coerce.number().int().min(1).max(65535),
    expected: 'un número entre 1 y 65535',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: { schema: httpUrl, expected: 'una URL http:// o https://' },
  OTEL_SERVICE_NAME: {
    schema: z.string().regex(/^[\w.-]{1,60}$/),
    expected: 'un nombre de servicio de letras, cifras, puntos o guiones',
  },
  STORAGE: { schema: z.enum(['disk', 's3']), expected: 'disk o s3' },
  S3_ENDPOINT: { schema: httpUrl, expected: 'una URL http:// o https://' },
  S3_REGION: {
    schema: z.string().regex(/^[a-z0-9-]{2,40}$/),
    expected: 'un nombre de región, por ejemplo us-east-1 o auto',
  },
  // S3's bucket naming rules, which every compatible store accepts.
  S3_BUCKET: {
    schema: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    expected: 'un nombre de bucket de 3 a 63 minúsculas, cifras, puntos o guiones',
  },
  S3_ACCESS_KEY_ID: { schema: z.string().min(1), expected: 'la clave de acceso' },
  S3_SECRET_ACCESS_KEY: {
    schema: z.string().min(1),
    expected: 'la clave secreta',
    secret: true,
  },
  S3_FORCE_PATH_STYLE: { schema: booleanText, expected: 'true o false' },
  S3_MEDIA_DELIVERY: { schema: z.enum(['proxy', 'redirect']), expected: 'proxy o redirect' },
  S3_PRESIGN_SECONDS: {
    schema: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3600),
    expected: 'un número entero de segundos entre 10 y 604800',
  },
} satisfies Record<string, VariableRule<unknown>>;

type VariableName = keyof typeof RULES;

/** Every variable the configuration reads (deployment recipes are checked against it). */
export const CONFIG_VARIABLES = Object.keys(RULES) as VariableName[];
type ValueOf<N extends VariableName> = z.output<(typeof RULES)[N]['schema']>;

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_KEYWORDS.includes(value)) return true;
  const [address, prefix, extra] = value.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function invalid(line: string): ConfigError {
  return new ConfigError(`Configuración inválida: ${line}`);
}

/** Reads one variable; an empty string counts as unset, so `FOO=` in a shell means "default". */
function read<N extends VariableName>(env: Env, name: N): ValueOf<N> | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const rule: VariableRule<unknown> = RULES[name];
  const result = rule.schema.safeParse(raw);
  // RULES[name].schema produces ValueOf<N>; TypeScript cannot follow the generic index.
  if (result.success) return result.data as ValueOf<N>;
  const received = rule.secret ? '' : ` (recibido "${raw}")`;
  throw invalid(`${name} debe ser ${rule.expected}${received}`);
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}

/**
 * For the processes that start (server.ts, cluster.ts): the configuration, or its one Spanish
 * line on stderr and exit code 1.
 */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Validates `env` (usually process.env) and returns the configuration, or throws ConfigError. */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const port = read(env, 'PORT') ?? 8080;
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const toAbsolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));

  const vapidPublicKey = read(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = read(env, 'VAPID_PRIVATE_KEY');
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) {
    throw invalid('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY se definen juntas, o ninguna de las dos');
  }

  const adminEmail = read(env, 'ADMIN_EMAIL');
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  if (adminEmail && !adminPassword) {
    throw invalid('ADMIN_PASSWORD es obligatoria cuando se define ADMIN_EMAIL');
  }
  if (adminPassword && !adminEmail) {
    throw invalid('ADMIN_EMAIL es obligatorio cuando se define ADMIN_PASSWORD');
  }

  // A wildcard address is where the server listens, not an address a browser can open.
  const linkHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const bracketed =
    linkHost.includes(':') && !linkHost.startsWith('[') ? `[${linkHost}]` : linkHost;

  const publicUrl = read(env, 'PUBLIC_URL') ?? `http://${bracketed}:${port}`;
  return {
    port,
    host,
    dataDir: toAbsolute(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    publicUrl,
    smtpUrl: read(env, 'SMTP_URL') ?? null,
    mailFrom: read(env, 'MAIL_FROM') ?? 'Tambora <no-responder@tambora.app>',
    supportEmail: read(env, 'SUPPORT_EMAIL') ?? 'soporte@tambora.app',
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    seedDemo: read(env, 'SEED_DEMO') ?? 'auto',
    cedulaServiceUrl: read(env, 'CEDULA_SERVICE_URL') ?? null,
    maxAudioBytes: read(env, 'MAX_AUDIO_MB') ?? 50 * MB,
    maxImageBytes: read(env, 'MAX_IMAGE_MB') ?? 5 * MB,
    maxUserStorageBytes: read(env, 'MAX_USER_STORAGE_MB') ?? 2048 * MB,
    maxUnattachedBytes: read(env, 'MAX_UNATTACHED_UPLOADS_MB') ?? 500 * MB,
    // The address people use decides, not where this process listens: behind a proxy the server
    // is on loopback while people arrive over https.
    cookieSecure: read(env, 'COOKIE_SECURE') ?? publicUrl.startsWith('https:'),
    trustProxy: read(env, 'TRUST_PROXY') ?? [],
    staticDir: toAbsolute(read(env, 'STATIC_DIR') ?? resolve(REPO_ROOT, 'dist')),
    ffmpegPath: read(env, 'FFMPEG_PATH') ?? 'ffmpeg',
    ffprobePath: read(env, 'FFPROBE_PATH') ?? 'ffprobe',
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    shutdownTimeoutMs: read(env, 'SHUTDOWN_TIMEOUT_SECONDS') ?? 10_000,
    oidc: readOidc(env),
    storage: readStorage(env),
    workers: read(env, 'WORKERS') ?? availableParallelism(),
    vapid:
      vapidPublicKey && vapidPrivateKey
        ? { publicKey: vapidPublicKey, privateKey: vapidPrivateKey }
        : null,
    subsonicSecret: read(env, 'SUBSONIC_SECRET') ?? null,
    metrics: { token: read(env, 'METRICS_TOKEN') ?? null, port: read(env, 'METRICS_PORT') ?? null },
    tracing: readTracing(env),
  };
}

/** OTEL_SERVICE_NAME names what OTEL_EXPORTER_OTLP_ENDPOINT receives; alone it means nothing. */
function readTracing(env: Env): Config['tracing'] {
  const endpoint = read(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  const serviceName = read(env, 'OTEL_SERVICE_NAME');
  if (!endpoint && serviceName) {
    throw invalid('OTEL_SERVICE_NAME solo se usa con OTEL_EXPORTER_OTLP_ENDPOINT');
  }
  return endpoint ? { endpoint, serviceName: serviceName ?? 'tambora' } : null;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_MEDIA_DELIVERY',
  'S3_PRESIGN_SECONDS',
] as const;

/** STORAGE=s3 needs a bucket; the S3_* variables mean nothing without it. */
function readStorage(env: Env): StorageConfig {
  const values = Object.fromEntries(S3_VARIABLES.map((name) => [name, read(env, name)])) as {
    [N in (typeof S3_VARIABLES)[number]]: ValueOf<N> | undefined;
  };
  if ((read(env, 'STORAGE') ?? 'disk') === 'disk') {
    const stray = S3_VARIABLES.find((name) => values[name] !== undefined);
    if (stray) throw invalid(`${stray} solo se usa con STORAGE=s3`);
    return { kind: 'disk' };
  }
  if (!values.S3_BUCKET) throw invalid('S3_BUCKET es obligatorio con STORAGE=s3');
  const keyId = values.S3_ACCESS_KEY_ID;
  const secret = values.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    throw invalid('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas');
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT ?? null,
    region: values.S3_REGION ?? 'us-east-1',
    bucket: values.S3_BUCKET,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
    delivery: values.S3_MEDIA_DELIVERY ?? 'proxy',
    presignSeconds: values.S3_PRESIGN_SECONDS ?? 300,
  };
}

/** OIDC_ISSUER and OIDC_CLIENT_ID go together; the others mean nothing without them. */
function readOidc(env: Env): OidcConfig | null {
  const issuer = read(env, 'OIDC_ISSUER');
  const clientId = read(env, 'OIDC_CLIENT_ID');
  const clientSecret = read(env, 'OIDC_CLIENT_SECRET') ?? null;
  const name = read(env, 'OIDC_NAME');
  if (issuer && !clientId)
    throw invalid('OIDC_CLIENT_ID es obligatorio cuando se define OIDC_ISSUER');
  if (!issuer && (clientId || clientSecret || name)) {
    throw invalid('OIDC_ISSUER es obligatorio para el inicio de sesión con OpenID Connect');
  }
  if (!issuer || !clientId) return null;
  return { issuer, clientId, clientSecret, name: name ?? 'OpenID' };
}
