/**
 * Security headers. The CSP allows exactly what the PWA needs: its own scripts, Mantine's inline
 * styles, images and audio from the app (plus data:/blob: for covers chosen before upload and
 * cached audio), its service worker and manifest.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Upgrading would break plain-http use on a home network (HOST=0.0.0.0 without TLS).
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The app loads nothing cross-origin that could send CORP headers, and audio must keep playing.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS on a plain-http household server would lock browsers out; a TLS proxy can add it.
    strictTransportSecurity: false,
  });
}
