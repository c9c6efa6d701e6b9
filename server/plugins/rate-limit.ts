/**
 * Rate limits (DECISIONS "Security" 5) on @fastify/rate-limit with a store in PostgreSQL, so two
 * API processes share their counters (ARCHITECTURE "Scale path"). Routes opt in with
 * `rateLimited(app, rule, ...)` as a preHandler: the body is parsed and validated by then, so keys
 * can hold the email a request is about.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Database, rowsOf } from '../db/database';
import { HttpError } from './errors';

// Expired windows are swept now and then rather than on every hit.
const SWEEP_EVERY = 200;

interface Hit {
  current: number;
  ttl: number;
}

/** Counts one hit on `key` in a fixed window of `windowMs`; answers the count and time left. */
export async function hitRateLimit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const hashed = createHash('sha256').update(key).digest('hex');
  const window = Math.max(1, Math.trunc(windowMs));
  // One statement, so concurrent hits from several processes cannot lose a count.
  const result = await db.orm.execute(sql`
    INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
    VALUES (${hashed}, 1, now() + make_interval(secs => ${window}::float8 / 1000))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::float8 AS ttl
  `);
  const [row] = rowsOf<{ hits: number | string; ttl: number | string }>(result);
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** How many hits `key` has in its current window, without counting one (0 when none). */
export async function peekRateLimit(db: Database, key: string): Promise<number> {
  const hashed = createHash('sha256').update(key).digest('hex');
  const result = await db.orm.execute(sql`
    SELECT hits FROM rate_limit_hits WHERE key = ${hashed} AND reset_at > now()
  `);
  const [row] = rowsOf<{ hits: number | string }>(result);
  return row ? Number(row.hits) : 0;
}

/** The @fastify/rate-limit store interface over hitRateLimit. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let calls = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      calls += 1;
      const sweep =
        calls % SWEEP_EVERY === 0
          ? db.orm.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`)
          : Promise.resolve();
      sweep
        .then(() => hitRateLimit(db, key, timeWindow))
        .then(
          (hit) => callback(null, hit),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
    // Keys are namespaced by each rule's name, so every route can share one store.
    child: () => store,
  };
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store class itself.
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
}

export interface RateRule {
  /** Namespace of the counter, e.g. 'login'. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client address, an email, or both. */
  key: (request: FastifyRequest) => string;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The client address (the socket's: trustProxy is off unless a proxy is configured). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** IPv6's eight groups, `::` filled in; null for anything else. */
function ipv6Groups(ip: string): string[] | null {
  if (!isIPv6(ip)) return null;
  const [head, tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array(missing).fill('0'), ...right];
}

/**
 * The network an address belongs to: its IPv4 /24 or IPv6 /64, what one household, office or
 * provider block holds. A stranger moving between addresses stays within their own networks.
 */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(ip);
  if (groups)
    return `${groups
      .slice(0, 4)
      .map((group) => group.toLowerCase())
      .join(':')}::/64`;
  return ip;
}

export function clientNetwork(request: FastifyRequest): string {
  return networkOf(clientIp(request));
}

/** When to try again, as a person says it: 'en 40 segundos', 'en 3 minutos', 'en 2 horas'. */
export function retryWhen(seconds: number): string {
  const plural = (count: number, unit: string) => `en ${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'segundo');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minuto');
  return plural(Math.ceil(seconds / 3600), 'hora');
}

/**
 * A 429 that says when to try again, in its text and in Retry-After ('más
 * tarde' says nothing). `lead` says what there was too much of.
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  lead = 'Demasiadas solicitudes.',
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = `${lead} Intente de nuevo ${retryWhen(seconds)}.`;
  return new HttpError(429, message, [message], { 'retry-after': String(seconds) });
}

/** The preHandlers rateLimited made: a route holding one can answer 429 (server/openapi/api-answers). */
const rateLimiters = new WeakSet<object>();

export function isRateLimiter(handler: unknown): boolean {
  return typeof handler === 'function' && rateLimiters.has(handler);
}

/**
 * A preHandler that counts the request against every rule and answers 429 with the Spanish text
 * when any is over its limit.
 */
export function rateLimited(
  app: FastifyInstance,
  ...rules: RateRule[]
): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    }),
  );
  const countAndRefuse: preHandlerAsyncHookHandler = async (request) => {
    let retryAfterSeconds = 0;
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
      }
    }
    if (retryAfterSeconds > 0) throw tooManyRequests(retryAfterSeconds);
  };
  rateLimiters.add(countAndRefuse);
  return countAndRefuse;
}
