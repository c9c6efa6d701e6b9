/**
 * The HTML a navigation gets: the built index.html with the runtime settings, plus what the
 * route's first screen needs, so a phone on a slow network does not wait for the app to load and
 * work out where it is before anything useful arrives:
 * - its chunks and stylesheets (dist/route-preloads.json, written by the build), asked for once
 *   the first frame is painted (after-first-frame.ts);
 * - a first frame (page-frames.ts, or a feature's): the top of the screen as plain HTML in the
 *   place the app will draw it, with its largest image preloaded, painted before any script runs;
 * - the API answers the screen asks for first, as JSON the app reads instead of asking again.
 * Only what everyone may see goes in (sessions are not read here), so the page is the same for
 * everyone. The service worker answers later navigations from its precached index.html, which
 * carries none of this: by then everything is on the device.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIRST_DATA_ELEMENT_ID } from '../../domain/api-base';
// The build writes this file (scripts/lib/route-preloads.ts, a Vite plugin) and owns its shape.
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../scripts/lib/route-preloads';
import { type PrecompressedText, precompressText } from '../plugins/compression';
import { afterFirstFrame } from './after-first-frame';

export interface RuntimeConfig {
  supportEmail: string;
}

/** What a route adds to its page, beyond its chunks. */
export interface FirstFrame {
  /** The document's title (the name of what the page shows; ' · Tambora' is added). */
  title?: string;
  /** Tags for <head>: the frame's largest image preloaded, its Open Graph description. */
  head?: string;
  /** Plain HTML for the top of the screen (styled by index.html's inline stylesheet). */
  body?: string;
  /** API answers by the app's cache key ('GET /songs/3'), read by src/lib/first-data.ts. */
  data?: Record<string, unknown>;
}

/**
 * A route's first frame. `params` are the route pattern's ($songId → songId). A frame that does
 * not depend on the request is built once; one that does (dynamic) is built per navigation.
 */
export interface FrameProvider {
  dynamic?: boolean;
  frame: (params: Record<string, string>, request: FastifyRequest) => Promise<FirstFrame | null>;
}

export type FrameProviders = Record<string, FrameProvider>;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function addToHead(html: string, tags: string): string {
  if (!tags) return html;
  if (html.includes('</head>')) return html.replace('</head>', `${tags}</head>`);
  if (html.includes('<body')) return html.replace('<body', `${tags}<body`);
  return `${tags}${html}`;
}

/**
 * The server's settings the app reads at run time (SUPPORT_EMAIL for the footer), as <meta> tags:
 * the CSP allows no inline script but the theme's, and a meta tag also lands in the service
 * worker's precached shell.
 */
export function injectRuntimeConfig(html: string, { supportEmail }: RuntimeConfig): string {
  return addToHead(
    html,
    `<meta name="tambora-support-email" content="${escapeHtml(supportEmail)}">`,
  );
}

/**
 * JSON inside <script type="application/json">: not run (the CSP would not allow it, and it
 * needs not), and `<` escaped so no value can close the element.
 */
function dataElement(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json}</script>`;
}

/** Where index.html leaves room for the first frame, inside the app's root element. */
const FRAME_MARK = '<!--first-frame-->';

export function composePage(base: string, hints: string, frame: FirstFrame | null): string {
  // The frame's image first: over HTTP/1.1 a request waits for a free connection in the order
  // the page names it, and the image is what the screen waits for.
  const head = (frame?.head ?? '') + hints;
  const body = (frame?.body ?? '') + (frame?.data ? dataElement(frame.data) : '');
  const titled = frame?.title
    ? base.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)} · Tambora</title>`)
    : base;
  return addToHead(titled, head).replace(FRAME_MARK, body);
}

interface Route {
  pattern: string;
  parts: string[];
  hints: string;
  provider?: FrameProvider;
}

function routeHints(files: RoutePreloads[string] | undefined): string {
  if (!files) return '';
  return afterFirstFrame(
    [
      ...files.css.map(
        (href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`,
      ),
      ...files.js.map(
        (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
      ),
    ].join(''),
  );
}

/** The route's parameters when `segments` match its pattern (case aside, as the router does). */
function matchParams(parts: string[], segments: string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.startsWith('$')) params[part.slice(1)] = segments[i];
    else if (part.toLowerCase() !== segments[i].toLowerCase()) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface PageShell {
  /** The HTML for a navigation to `path` (without its query), compressed every way. */
  forPath(path: string, request: FastifyRequest): Promise<PrecompressedText>;
}

export function createPageShell(
  staticDir: string,
  runtimeConfig: RuntimeConfig,
  providers: FrameProviders = {},
): PageShell {
  const base = injectRuntimeConfig(
    readFileSync(join(staticDir, 'index.html'), 'utf8'),
    runtimeConfig,
  );
  const preloadsPath = join(staticDir, ROUTE_PRELOADS_FILE);
  const preloads: RoutePreloads = existsSync(preloadsPath)
    ? JSON.parse(readFileSync(preloadsPath, 'utf8'))
    : {};
  const patterns = new Set([...Object.keys(preloads), ...Object.keys(providers)]);
  const parameters = (route: Route) => route.parts.filter((part) => part.startsWith('$')).length;
  const routes: Route[] = [...patterns]
    .map((pattern) => ({
      pattern,
      parts: pattern.split('/').filter(Boolean),
      hints: routeHints(preloads[pattern]),
      provider: providers[pattern],
    }))
    // A path spelled out wins over a parameter, as in the router.
    .sort((a, b) => parameters(a) - parameters(b));
  // Pages that are the same for every request, built and compressed once.
  const fixed = new Map<string, Promise<PrecompressedText>>();
  const plain = precompressText(base);

  return {
    async forPath(path, request) {
      const segments = path.split('/').filter(Boolean).map(decodeSegment);
      for (const route of routes) {
        const params = matchParams(route.parts, segments);
        if (!params) continue;
        const build = async (quality?: number) => {
          let frame: FirstFrame | null = null;
          try {
            frame = route.provider ? await route.provider.frame(params, request) : null;
          } catch (error) {
            // The app draws the screen itself; a first frame is only a head start.
            request.log.warn({ err: error }, `Sin primer cuadro para ${route.pattern}`);
          }
          return precompressText(composePage(base, route.hints, frame), quality);
        };
        // A dynamic frame changes with the data: compressed per request, at a cheaper level.
        if (route.provider?.dynamic) return build(5);
        let page = fixed.get(route.pattern);
        if (!page) {
          page = build();
          fixed.set(route.pattern, page);
        }
        return page;
      }
      return plain;
    },
  };
}
