/**
 * Serves the built PWA from dist/ on the same port as the API, with the SPA fallback: a browser
 * opening /LoginPageV1 directly gets index.html and the client router takes over.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './errors';

export const NOT_BUILT_MESSAGE =
  'La aplicación web no está compilada. Ejecute `npm run build` y vuelva a iniciar el servidor.';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything whose name does not change between builds must be revalidated, or a browser keeps an
// old service worker or shell forever.
const REVALIDATE = 'no-cache';

function cacheControlFor(staticDir: string, filePath: string): string {
  const path = relative(staticDir, filePath);
  return path.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/** A navigation, as opposed to a missing script or image that should stay a 404. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.raw.url ?? request.url).split('?')[0];
  const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(basename(path));
  const accept = request.headers.accept ?? '';
  return !looksLikeFile || accept.includes('text/html');
}

export interface RuntimeConfig {
  supportEmail: string;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The server's settings the app reads at run time (SUPPORT_EMAIL for the footer), as <meta> tags:
 * the CSP forbids inline scripts, and a meta tag also lands in the service worker's precached shell.
 */
export function injectRuntimeConfig(html: string, { supportEmail }: RuntimeConfig): string {
  const meta = `<meta name="tambora-support-email" content="${escapeAttribute(supportEmail)}">`;
  if (html.includes('</head>')) return html.replace('</head>', `${meta}</head>`);
  if (html.includes('<body')) return html.replace('<body', `${meta}<body`);
  return `${meta}${html}`;
}

async function sendIndex(indexHtml: () => Promise<string>, reply: FastifyReply): Promise<boolean> {
  let html: string;
  try {
    html = await indexHtml();
  } catch {
    return sendNotBuilt(reply);
  }
  await reply
    .status(200)
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .send(html);
  return true;
}

async function sendNotBuilt(reply: FastifyReply): Promise<boolean> {
  await reply
    .status(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(NOT_BUILT_MESSAGE);
  return true;
}

/**
 * Registers the static files when dist/ holds a build, and returns the not-found fallback that
 * answers navigations with index.html (or with the "run npm run build" text when there is none).
 */
export async function registerWebApp(
  app: FastifyInstance,
  staticDir: string,
  runtimeConfig: RuntimeConfig,
): Promise<NotFoundFallback> {
  const indexPath = join(staticDir, 'index.html');
  const built = existsSync(indexPath);
  let cachedIndex: Promise<string> | null = null;
  // Read once: the build does not change under a running server.
  const indexHtml = () => {
    cachedIndex ??= readFile(indexPath, 'utf8').then((html) =>
      injectRuntimeConfig(html, runtimeConfig),
    );
    return cachedIndex;
  };
  if (built) {
    // The shell always goes through indexHtml(), also when the service worker precaches it.
    app.get('/', (_request, reply) => sendIndex(indexHtml, reply));
    app.get('/index.html', (_request, reply) => sendIndex(indexHtml, reply));
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(staticDir, filePath));
      },
    });
  }
  return async (request, reply) => {
    if (!wantsPage(request)) return false;
    return built ? sendIndex(indexHtml, reply) : sendNotBuilt(reply);
  };
}
