/**
 * Tambora's rows as the Subsonic API's objects (OpenSubsonic's fields included): a song is a
 * `Child`, an album an `AlbumID3`, a creator an `ArtistID3`. The same objects serve XML and JSON
 * (xml.ts).
 */
import { audioTypeOf } from '../../storage/audio-types';
import type { AlbumRow, ArtistRow, SongRow } from './catalogue';
import { albumId, artistId, singlesId, songCoverId } from './ids';
import type { XmlObject } from './xml';

/** The creator's songs outside any of their albums, as one album. */
export const SINGLES_NAME = 'Sencillos';

const iso = (value: string | Date | null) =>
  value === null ? undefined : new Date(value).toISOString();

/** What a player is sent: the streaming rendition once ready (AAC in MP4), the upload until then. */
export function streamedFile(row: Pick<SongRow, 'audio' | 'audio_rendition' | 'audio_status'>) {
  const ready = row.audio_status === 'ready' && row.audio_rendition !== null;
  const path = ready ? (row.audio_rendition as string) : row.audio;
  const { extension, contentType } = audioTypeOf(path);
  return { path, suffix: extension, contentType: contentType ?? 'application/octet-stream' };
}

export function songChild(row: SongRow): XmlObject {
  const file = streamedFile(row);
  const album = row.album_id === null ? singlesId(row.user_id) : albumId(row.album_id);
  return {
    id: String(row.id),
    parent: album,
    isDir: false,
    title: row.title,
    album: row.album_name ?? SINGLES_NAME,
    artist: row.creator_name,
    year: new Date(row.created_at).getUTCFullYear(),
    genre: row.gender,
    coverArt: songCoverId(row.id),
    contentType: file.contentType,
    suffix: file.suffix,
    duration: Math.round(row.duration_seconds),
    bitRate: file.suffix === 'm4a' ? 128 : undefined,
    playCount: row.plays,
    created: iso(row.created_at),
    starred: iso(row.starred),
    albumId: album,
    artistId: artistId(row.user_id),
    type: 'music',
    isVideo: false,
    // OpenSubsonic
    mediaType: 'song',
    displayArtist: row.creator_name,
  };
}

export function albumObject(row: AlbumRow): XmlObject {
  return {
    id: albumId(row.id),
    name: row.name,
    artist: row.creator_name,
    artistId: artistId(row.user_id),
    coverArt: albumId(row.id),
    songCount: row.song_count,
    duration: row.duration,
    playCount: row.plays,
    created: iso(row.created),
    starred: iso(row.starred),
    year: new Date(row.created).getUTCFullYear(),
    // OpenSubsonic
    displayArtist: row.creator_name,
  };
}

/** A creator's 'Sencillos': their songs outside any album. */
export function singlesObject(
  creator: { user_id: number; name: string },
  songs: readonly SongRow[],
): XmlObject {
  const created = songs.reduce(
    (oldest, song) => Math.min(oldest, new Date(song.created_at).getTime()),
    Date.now(),
  );
  return {
    id: singlesId(creator.user_id),
    name: SINGLES_NAME,
    artist: creator.name,
    artistId: artistId(creator.user_id),
    coverArt: songs[0] ? songCoverId(songs[0].id) : artistId(creator.user_id),
    songCount: songs.length,
    duration: Math.round(songs.reduce((sum, song) => sum + song.duration_seconds, 0)),
    created: new Date(created).toISOString(),
    displayArtist: creator.name,
  };
}

export function artistObject(row: ArtistRow, albums = row.albums): XmlObject {
  return {
    id: artistId(row.user_id),
    name: row.name,
    coverArt: artistId(row.user_id),
    albumCount: albums,
  };
}

/**
 * A creator as the folder methods name one (getIndexes, getStarred): Subsonic's `Artist`, which
 * has no cover or album count (those are `ArtistID3`'s).
 */
export function folderArtist(row: ArtistRow): XmlObject {
  return { id: artistId(row.user_id), name: row.name };
}

/** An album (or 'Sencillos') as a folder of songs: Subsonic's `Child` with `isDir`. */
export function albumFolder(album: XmlObject): XmlObject {
  return {
    id: album.id,
    parent: album.artistId,
    isDir: true,
    title: album.name,
    album: album.name,
    artist: album.artist,
    year: album.year,
    coverArt: album.coverArt,
    created: album.created,
    starred: album.starred,
    albumId: album.id,
    artistId: album.artistId,
  };
}

/** The letter a creator is filed under in getArtists/getIndexes: A–Z, else '#'. */
export function indexLetter(sortName: string | null): string {
  const first = (sortName ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0);
  return /[a-z]/i.test(first) ? first.toUpperCase() : '#';
}
