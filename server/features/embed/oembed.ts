/**
 * oEmbed for Tambora's pages (docs/product.md "Insertar"): a song, an album or playlist and a
 * creator's profile answer `rich` with the embedded player; anything a visitor may not see is a
 * 404; XML is not spoken (501). Every address is absolute under PUBLIC_URL.
 */
import { EMBED_HEIGHTS, embedIframeHtml } from '../../../domain/embed-texts';
import { OEMBED_TEXTS, type Oembed, type OembedQuery } from '../../../domain/oembed';
import type { Orm } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { getPlaylist } from '../playlists/service';
import { type Embeddable, type EmbedKind, loadEmbeddable } from './embeddable';

const PAGES: [RegExp, EmbedKind | 'playlist-or-album'][] = [
  [/^\/Artist\/([1-9]\d{0,9})$/, 'song'],
  [/^\/PlaylistSongsCard\/([1-9]\d{0,9})$/, 'playlist-or-album'],
  [/^\/ComposerPerfil\/([1-9]\d{0,9})$/, 'artist'],
  [/^\/embed\/song\/([1-9]\d{0,9})$/, 'song'],
  [/^\/embed\/album\/([1-9]\d{0,9})$/, 'album'],
  [/^\/embed\/playlist\/([1-9]\d{0,9})$/, 'playlist'],
  [/^\/embed\/artist\/([1-9]\d{0,9})$/, 'artist'],
];

const DEFAULT_WIDTH = 400;
const THUMBNAIL = 320;

/** The page a URL names, or a 400 when it is not one of Tambora's. */
export function pageOf(
  url: string,
  publicUrl: string,
): { kind: EmbedKind | 'playlist-or-album'; id: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new HttpError(400, OEMBED_TEXTS.badUrl);
  }
  if (parsed.origin !== new URL(publicUrl).origin) throw new HttpError(400, OEMBED_TEXTS.badUrl);
  for (const [pattern, kind] of PAGES) {
    const match = pattern.exec(parsed.pathname);
    if (match) return { kind, id: Number(match[1]) };
  }
  throw new HttpError(400, OEMBED_TEXTS.badUrl);
}

export function embedHeight(item: Pick<Embeddable, 'tracks'>): number {
  return item.tracks.length > 1 ? EMBED_HEIGHTS.list : EMBED_HEIGHTS.single;
}

export async function oembedFor(orm: Orm, query: OembedQuery, publicUrl: string): Promise<Oembed> {
  const page = pageOf(query.url, publicUrl);
  if (query.format !== undefined && query.format !== 'json') {
    throw new HttpError(501, OEMBED_TEXTS.onlyJson);
  }
  let kind: EmbedKind;
  if (page.kind === 'playlist-or-album') {
    const playlist = await getPlaylist(orm, page.id, null).catch(() => null);
    kind = playlist?.isFromRepertoire ? 'album' : 'playlist';
  } else kind = page.kind;
  const item = await loadEmbeddable(orm, kind, page.id);
  if (!item) throw new HttpError(404, OEMBED_TEXTS.notPublic);
  const width = Math.min(query.maxwidth ?? DEFAULT_WIDTH, DEFAULT_WIDTH);
  const height = Math.min(query.maxheight ?? embedHeight(item), embedHeight(item));
  const absolute = (path: string) => new URL(path, publicUrl).href;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Tambora',
    provider_url: absolute('/'),
    title: item.title,
    ...(item.creator && {
      author_name: item.creator.name,
      author_url: absolute(`/ComposerPerfil/${item.creator.id}`),
    }),
    html: embedIframeHtml({
      src: absolute(`/embed/${item.kind}/${item.id}`),
      width,
      height,
      title: item.title,
    }),
    width,
    height,
    thumbnail_url: absolute(item.image),
    thumbnail_width: THUMBNAIL,
    thumbnail_height: THUMBNAIL,
    cache_age: 3600,
  };
}
