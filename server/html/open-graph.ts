/**
 * Open Graph and Twitter-card tags: a link pasted into WhatsApp, Facebook or X
 * shows the song, playlist or creator instead of a bare address. Crawlers do not run scripts, so
 * the tags are in the HTML the server sends. Only what a visitor may see is ever described: the
 * providers build these from visitor views, so a private song or playlist gets none.
 */

import { audioTypeOf } from '../storage/audio-types';
import { escapeHtml } from './page-shell';

export interface SharedPage {
  /** The page's own path, e.g. /Artist/12. */
  path: string;
  title: string;
  description: string;
  /** A path or URL of the image to show; made absolute here. */
  image: string;
  imageAlt: string;
  type: 'music.song' | 'music.album' | 'music.playlist' | 'profile';
  /** A public song's rendition (the light one when made: a preview is heard on a phone). */
  audio?: string;
  /** The creator's profile path (music:musician). */
  musician?: string;
  /** The embedded player of this page (docs/product.md "Insertar"): a card that plays. */
  embed?: { path: string; width: number; height: number };
}

/** Said on every shared link after the thing itself. */
export const SITE_NAME = 'Tambora';

function meta(attribute: 'property' | 'name', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

/** Crawlers need absolute addresses; PUBLIC_URL says where the app is reached from outside. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, publicUrl).href;
}

export function openGraphTags(page: SharedPage, publicUrl: string): string {
  const image = absoluteUrl(page.image, publicUrl);
  const tags = [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_DO'),
    meta('property', 'og:type', page.type),
    meta('property', 'og:url', absoluteUrl(page.path, publicUrl)),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', page.embed ? 'player' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
  ];
  if (page.musician)
    tags.push(meta('property', 'music:musician', absoluteUrl(page.musician, publicUrl)));
  if (page.embed) {
    tags.push(
      meta('name', 'twitter:player', absoluteUrl(page.embed.path, publicUrl)),
      meta('name', 'twitter:player:width', String(page.embed.width)),
      meta('name', 'twitter:player:height', String(page.embed.height)),
    );
    // oEmbed discovery: a CMS finds the player from the page's own HTML.
    const oembed = new URL('/api/v1/oembed', publicUrl);
    oembed.searchParams.set('url', absoluteUrl(page.path, publicUrl));
    oembed.searchParams.set('format', 'json');
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed.href)}" title="${escapeHtml(page.title)}">`,
    );
  }
  if (page.audio) {
    tags.push(meta('property', 'og:audio', absoluteUrl(page.audio, publicUrl)));
    const type = audioTypeOf(page.audio).contentType;
    if (type) tags.push(meta('property', 'og:audio:type', type));
  }
  return tags.join('');
}
