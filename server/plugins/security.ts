/**
 * Security headers. The CSP allows exactly what the PWA needs: its own scripts and two inline
 * ones (by their hashes), Mantine's inline styles, images and audio from the app (plus
 * data:/blob: for covers chosen before upload and cached audio), its service worker and manifest.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { COLOR_SCHEME_BOOT_SCRIPT } from '../../domain/color-scheme';
import type { Config } from '../config';
import { AFTER_FIRST_FRAME_SCRIPT } from '../html/after-first-frame';
import { presignedOrigin } from '../storage/s3-storage';
import { MEDIA_URL_PREFIX } from '../storage/storage';

/** An inline script allowed by its hash: its text is fixed, never built from a request. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // The page's two inline scripts: the theme before the first paint, the route's hints after it.
  scriptSrc: ["'self'", scriptHash(COLOR_SCHEME_BOOT_SCRIPT), scriptHash(AFTER_FIRST_FRAME_SCRIPT)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  // Tambora frames only itself; the embedded players (features/embed) say `*` for themselves.
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Upgrading would break plain-http use on a home network (HOST=0.0.0.0 without TLS).
  upgradeInsecureRequests: null,
};

/**
 * With media delivered by redirect to the bucket, covers, audio and the service worker's
 * downloads come from the bucket's origin: the policy names it, and nothing else.
 */
export function contentSecurityPolicyFor({ storage }: Pick<Config, 'storage'>) {
  if (storage.kind !== 's3' || storage.delivery !== 'redirect') return CONTENT_SECURITY_POLICY;
  const bucket = presignedOrigin(storage);
  const policy = CONTENT_SECURITY_POLICY;
  return {
    ...policy,
    imgSrc: [...policy.imgSrc, bucket],
    mediaSrc: [...policy.mediaSrc, bucket],
    connectSrc: [...policy.connectSrc, bucket],
  };
}

/**
 * Built scripts, styles, images and media are loaded by the page, never shown as a document of
 * ours: headers that only govern documents (CSP, framing, opener, referrer...) do nothing on them
 * but cost about 700 bytes per file, paid on every one of a first visit's forty-odd requests.
 * Such files keep nosniff and the resource policy, and a CSP that forbids everything in case one
 * is opened on its own. The service worker script (/sw.js) is not in this list: its CSP applies.
 */
const SUBRESOURCE_PREFIXES = ['/assets/', '/images/', '/icons/', `${MEDIA_URL_PREFIX}/`];
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
export const SUBRESOURCE_CSP = "default-src 'none'";

export function isSubresourcePath(url: string): boolean {
  return SUBRESOURCE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * HSTS only where the site is served over TLS (PUBLIC_URL https): on a plain-http household
 * server it would lock browsers out. A year, for this host only: subdomains are not ours to vouch
 * for.
 */
export function hstsFor(publicUrl: string) {
  return publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: false } : false;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'storage'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config) },
    // The app loads nothing cross-origin that could send CORP headers, and audio must keep playing.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: hstsFor(config.publicUrl),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isSubresourcePath(request.url)) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.header('content-security-policy', SUBRESOURCE_CSP);
    return payload;
  });
}
