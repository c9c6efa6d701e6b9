/**
 * Who may see and change a song (DECISIONS "Security" 4; spec section 6): private songs are seen
 * by their owner and admins only, and changed by the same people.
 */
import type { SQL } from 'drizzle-orm';
import { SONG_TEXTS } from '../../../domain/song-texts';
import { HttpError } from '../../plugins/errors';
import { forbidden } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import type { SongRow } from './mapper';
import { catalogueWithOwnOf, publicCatalogue, type SongScope, wholeCatalogue } from './repository';

type Owned = Pick<SongRow, 'userId' | 'visibility'>;

export function canManageSong(viewer: Viewer | null, song: Pick<SongRow, 'userId'>): boolean {
  return viewer !== null && (viewer.userId === song.userId || isAdmin(viewer));
}

export function canSeeSong(viewer: Viewer | null, song: Owned): boolean {
  return song.visibility || canManageSong(viewer, song);
}

/** The catalogue as this viewer sees it, with its total (the catalogue lists). */
export function visibleCatalogue(viewer: Viewer | null): SongScope {
  if (!viewer) return publicCatalogue;
  return isAdmin(viewer) ? wholeCatalogue : catalogueWithOwnOf(viewer.userId);
}

/** The songs this viewer may see, as a condition on `songs`. */
export function visibleSongs(viewer: Viewer | null): SQL {
  return visibleCatalogue(viewer).where;
}

/** One answer for "missing" and "private to someone else", so existence is never revealed. */
export function songNotFound(): HttpError {
  return new HttpError(404, SONG_TEXTS.songNotFound);
}

/** The song if the viewer may change it: 404 when they cannot even see it, 403 when only that. */
export function assertCanManage<T extends Owned>(viewer: Viewer, song: T | null): T {
  if (!song || !canSeeSong(viewer, song)) throw songNotFound();
  if (!canManageSong(viewer, song)) throw forbidden();
  return song;
}
