/**
 * Media of a private song (its audio, light rendition, cover and the cover's thumbnail) reaches
 * only those who may see the song: an unguessable URL is no
 * permission, since it outlives the moment the song was made private and travels in shared
 * links. Everyone else gets the same 404 as for a missing file. A file a public song also names
 * is public; files no song names (profiles, playlists, uploads) are too.
 */
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { songs } from '../../db/schema';
import { sessionTokenOf } from '../../plugins/session';
import { findViewerBySessionToken } from '../auth/session-repository';
import { canSeeSong } from './access';

/** 'public': anyone may fetch it; 'private': this viewer may, nobody shared; 'hidden': refuse. */
export type MediaAccess = 'public' | 'private' | 'hidden';

/** The songs that name `url` as a file (at most a few: a file belongs to one song). */
async function songsNaming(db: Database, url: string) {
  return db.orm
    .select({ userId: songs.userId, visibility: songs.visibility })
    .from(songs)
    .where(
      or(
        eq(songs.audio, url),
        eq(songs.audioRendition, url),
        eq(songs.audioLight, url),
        eq(songs.cover, url),
        eq(songs.coverThumb, url),
      ),
    )
    .limit(8);
}

/** The request's path as stored in song rows, or null when it cannot be decoded. */
function pathOf(request: FastifyRequest): string | null {
  try {
    return decodeURIComponent((request.raw.url ?? request.url).split('?')[0]);
  } catch {
    return null;
  }
}

/**
 * Decides for a request to /media/…: one indexed query for every file, and a session lookup only
 * for the files of private songs (the cookie is read there, not on every range request).
 */
export function mediaAccessFor(db: Database) {
  return async (request: FastifyRequest): Promise<MediaAccess> => {
    const url = pathOf(request);
    if (url === null) return 'public'; // not a name we store: the file route answers 404/400
    const owners = await songsNaming(db, url);
    if (owners.length === 0 || owners.some((song) => song.visibility)) return 'public';
    const viewer = await findViewerBySessionToken(db.orm, sessionTokenOf(request));
    return owners.some((song) => canSeeSong(viewer, song)) ? 'private' : 'hidden';
  };
}
