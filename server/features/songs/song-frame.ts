/**
 * The first frame of a song's page (/Artist/{id}): the header the app draws
 * (src/features/songs/detail/SongDetailPage: cover, title, composers, facts) as plain HTML, its
 * cover preloaded, and the song itself as the app's first data, so the page shows its song before
 * any script has run and the app draws the same without asking the server again. Public songs
 * only: the page is the same for everyone (a private song's owner gets the app's own loading), and
 * so are its Open Graph tags, with the streaming rendition as og:audio.
 */
import { songDetailCacheKey } from '../../../domain/cache-keys';
import { DEFAULT_COVER } from '../../../domain/default-images';
import { EMBED_HEIGHTS } from '../../../domain/embed-texts';
import { formatCount } from '../../../domain/format';
import { positiveIntParam } from '../../../domain/route-ids';
import { SONG_TEXTS } from '../../../domain/song-texts';
import { type SongDetail, songDetailSchema } from '../../../domain/songs';
import type { Database } from '../../db/database';
import { openGraphTags } from '../../html/open-graph';
import { imagePreload } from '../../html/page-frames';
import { escapeHtml, type FirstFrame, type FrameProvider } from '../../html/page-shell';
import { HttpError } from '../../plugins/errors';
import { getSongDetail } from './service';

function composersHtml(song: SongDetail): string {
  const links = song.composer_links.length
    ? song.composer_links
    : song.composers.map((name) => ({ name, user_id: null }));
  return links
    .map((link) =>
      link.user_id !== null
        ? `<a href="/ComposerPerfil/${link.user_id}">${escapeHtml(link.name)}</a>`
        : escapeHtml(link.name),
    )
    .join(', ');
}

/** 'Publicada por' and the follow button's place (SongDetailPage SongCreator). */
function creatorHtml(song: SongDetail): string {
  if (!song.creator) return '';
  const { user_id, name } = song.creator;
  return (
    `<div class="boot-creator"><p>${escapeHtml(SONG_TEXTS.publishedBy)} ` +
    `<a href="/ComposerPerfil/${user_id}">${escapeHtml(name)}</a></p><span></span></div>`
  );
}

function fact(term: string, value: string): string {
  return `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

export function songFrameHtml(song: SongDetail): string {
  const cover = song.cover || DEFAULT_COVER;
  const facts = [
    fact('Año', String(new Date(song.createdAt).getFullYear())),
    fact('Género', song.gender),
    fact('Identificador', song.tambora_id),
    fact('Reproducciones', formatCount(song.plays)),
    song.registro_ONDA ? fact('Registro ONDA', song.registro_ONDA) : '',
  ].join('');
  return (
    `<main class="boot-main"><article class="boot-song">` +
    `<img src="${escapeHtml(cover)}" alt="Portada de ${escapeHtml(song.title)}" width="320" height="320" fetchpriority="high">` +
    `<div><p class="boot-kicker">Canción</p><h1>${escapeHtml(song.title)}</h1>` +
    `<p class="boot-composers">${composersHtml(song)}</p>` +
    creatorHtml(song) +
    // Play, 'Disponible sin conexión' and 'Compartir' need the app: boxes of their sizes hold their
    // places, and wrap where the buttons will, so nothing below moves when the app draws them.
    `<div class="boot-play"><span class="boot-play-button"></span><span class="boot-pin"></span>` +
    `<span class="boot-share"></span></div><dl>${facts}</dl>` +
    (song.copyright ? `<p class="boot-copyright">${escapeHtml(song.copyright)}</p>` : '') +
    `</div></article></main>`
  );
}

/** What a shared link to the song shows. */
export function songShareTags(song: SongDetail, publicUrl: string): string {
  return openGraphTags(
    {
      path: `/Artist/${song.song_id}`,
      title: song.title,
      description: `Canción de ${song.composers.join(', ')} · ${song.gender}. Escúchala en Tambora.`,
      image: song.cover || DEFAULT_COVER,
      imageAlt: `Portada de ${song.title}`,
      type: 'music.song',
      audio: song.audio_light ?? song.audio,
      musician: song.creator ? `/ComposerPerfil/${song.creator.user_id}` : undefined,
      embed: { path: `/embed/song/${song.song_id}`, width: 400, height: EMBED_HEIGHTS.single },
    },
    publicUrl,
  );
}

export function songFrame(db: Database, publicUrl: string): FrameProvider {
  return {
    dynamic: true,
    async frame(params): Promise<FirstFrame | null> {
      const id = positiveIntParam(params.songId ?? '');
      if (id === null) return null;
      let song: SongDetail;
      try {
        // Exactly what GET /songs/{id} answers a visitor: the route's own response schema.
        song = songDetailSchema.parse(await getSongDetail(db.orm, id, null));
      } catch (error) {
        // Missing or private: the app says so itself.
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
      return {
        title: song.title,
        head: imagePreload(song.cover || DEFAULT_COVER) + songShareTags(song, publicUrl),
        body: songFrameHtml(song),
        data: { [songDetailCacheKey(id)]: song },
      };
    },
  };
}
