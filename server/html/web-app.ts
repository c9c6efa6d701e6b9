/**
 * Serves the built PWA from dist/ on the same port as the API, with the SPA fallback: a browser
 * opening /LoginPageV1 directly gets index.html and the client router takes over.
 */
import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed } from '../plugins/compression';
import type { NotFoundFallback } from '../plugins/errors';
import {
  createPageShell,
  type FrameProviders,
  type PageShell,
  type RuntimeConfig,
} from './page-shell';

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

async function sendIndex(
  shell: PageShell,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const html = await shell.forPath((request.raw.url ?? request.url).split('?')[0], request);
  await sendPrecompressed(
    request,
    reply.status(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8'),
    html,
  );
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
  frames: FrameProviders = {},
): Promise<NotFoundFallback> {
  // Read once: the build does not change under a running server.
  const shell = existsSync(join(staticDir, 'index.html'))
    ? createPageShell(staticDir, runtimeConfig, frames)
    : null;
  if (shell) {
    // The shell always goes through the page shell, also when the service worker precaches it.
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      await sendIndex(shell, request, reply);
      return reply;
    };
    app.get('/', sendShell);
    app.get('/index.html', sendShell);
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // A folder is no file: with preCompressed, '/assets/' would otherwise be sent index.html.br
      // (the plugin looks for an index file before it reads the path it was asked for).
      allowedPath: (_pathName, _root, request) => !request.url.split('?')[0].endsWith('/'),
      // The build wrote .br and .gz copies of every text file (scripts/lib/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(staticDir, filePath));
      },
    });
  }
  return async (request, reply) => {
    if (!wantsPage(request)) return false;
    return shell ? sendIndex(shell, request, reply) : sendNotBuilt(reply);
  };
}
