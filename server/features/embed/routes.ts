/**
 * /embed/{song|album|playlist|artist}/{id} (docs/product.md "Insertar"): the player other sites
 * put in an iframe. These pages alone may be framed by anyone (`frame-ancestors *`); every other
 * page of Tambora only by itself. A kind or id that names nothing, or anything a visitor may not
 * see, answers 404 with a page that says it is not available.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { EMBED_THEMES, type EmbedTheme } from '../../../domain/embed-texts';
import type { AppDeps } from '../../deps';
import { contentSecurityPolicyFor } from '../../plugins/security';
import { EMBED_KINDS, type EmbedKind, loadEmbeddable } from './embeddable';
import { EMBED_SCRIPT_PATH, embedPage, unavailablePage } from './page';
import { EMBED_SCRIPT } from './player-script';

const CANONICAL_ID = /^[1-9]\d{0,9}$/;
/** A host name as a Referer carries it: letters, digits, dots, dashes, and a port. */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/** The framing page's host, from the Referer the browser sent (host only, never the path). */
export function embeddingHost(referer: string | undefined, publicUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin === new URL(publicUrl).origin) return null;
    return HOST.test(from.host) ? from.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

function embedPolicy(deps: AppDeps): string {
  const policy = contentSecurityPolicyFor(deps.config);
  const list = (values: readonly string[]) => values.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    `img-src ${list(policy.imgSrc)}`,
    `media-src ${list(policy.mediaSrc)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

function sendPage(reply: FastifyReply, deps: AppDeps, status: number, html: string) {
  reply.removeHeader('x-frame-options');
  return reply
    .code(status)
    .header('content-security-policy', embedPolicy(deps))
    .header('cache-control', 'public, max-age=300')
    .type('text/html; charset=utf-8')
    .send(html);
}

export const embedRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  app.get(EMBED_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(EMBED_SCRIPT),
  );

  app.get<{ Params: { kind: string; id: string }; Querystring: { tema?: string } }>(
    '/embed/:kind/:id',
    async (request, reply) => {
      const { kind, id } = request.params;
      const tema = request.query.tema;
      const theme = EMBED_THEMES.includes(tema as EmbedTheme) ? (tema as EmbedTheme) : null;
      if (!EMBED_KINDS.includes(kind as EmbedKind)) {
        return sendPage(reply, deps, 404, unavailablePage('song', theme));
      }
      const item = CANONICAL_ID.test(id)
        ? await loadEmbeddable(deps.db.orm, kind as EmbedKind, Number(id))
        : null;
      if (!item) return sendPage(reply, deps, 404, unavailablePage(kind as EmbedKind, theme));
      const host = embeddingHost(request.headers.referer, deps.config.publicUrl);
      return sendPage(
        reply,
        deps,
        200,
        embedPage(item, { theme, publicUrl: deps.config.publicUrl, host }),
      );
    },
  );
};
