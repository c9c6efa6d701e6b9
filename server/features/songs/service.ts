/**
 * The song rules: creation from the caller's own uploads with the spec's defaults
 * and DECISIONS (likes from 0, duration from the audio), visibility in every list and detail,
 * edits and deletion by the owner or an admin, files removed only after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FullSong, Page, Song, SongSort } from '../../../domain/api';
import { formatDuration } from '../../../domain/format';
import { readLyrics } from '../../../domain/lrc';
import { defaultCopyright, SONG_TEXTS } from '../../../domain/song-texts';
import type {
  SongCreate,
  SongDetail,
  SongsFromRepertoireQuery,
  SongUpdate,
} from '../../../domain/songs';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import type { Bucket } from '../../storage/storage';
import { queueRendition } from '../audio/rendition';
import { requireRole, unauthorized } from '../auth/guards';
import { isAdmin, type Viewer } from '../auth/viewer';
import { removeUnreferencedFiles } from '../media/references';
import { claimUpload, deleteUploadRows, type UploadRow } from '../media/uploads-repository';
import { isModeration, recordSongModeration } from '../moderation/service';
import { requireAcceptedTerms } from '../terms/service';
import {
  assertCanManage,
  canSeeSong,
  songNotFound,
  visibleCatalogue,
  visibleSongs,
} from './access';
import { findComposerLinks, findSongCreator, saveCreditPicks } from './composer-links';
import { type SongListRow, toListSong, toSong } from './mapper';
import {
  deleteSongRow,
  findSongById,
  findSongs,
  findSongsByIds,
  insertSong,
  lockSongById,
  markHasUploadedSong,
  type NewSong,
  repertoireOf,
  updateSongRow,
  wholeCatalogue,
} from './repository';

type SongDeps = Pick<AppDeps, 'db' | 'storage' | 'jobs'>;

export interface SongListQuery {
  sort: SongSort;
  limit: number;
  offset: number;
}

function toPage(
  rows: SongListRow[],
  total: number,
  query: SongListQuery,
  viewer: Viewer | null,
): Page<Song> {
  return {
    items: rows.map((row) => toListSong(row, viewer)),
    total,
    limit: query.limit,
    offset: query.sort === 'random' ? 0 : query.offset,
  };
}

/** The catalogue lists: public songs, plus the viewer's own private ones (all of them for admins). */
export async function listSongs(
  orm: Orm,
  query: SongListQuery,
  viewer: Viewer | null,
): Promise<Page<Song>> {
  const { rows, total } = await findSongs(orm, visibleCatalogue(viewer), query);
  return toPage(rows, total, query, viewer);
}

/**
 * One person's songs (spec section 6: "A user's repertoire list shows non-public songs only to
 * the owner"; admins see them too). Without userId, the signed-in person's own.
 */
export async function listRepertoire(
  orm: Orm,
  query: SongsFromRepertoireQuery,
  viewer: Viewer | null,
): Promise<Page<Song>> {
  const userId = query.userId ?? viewer?.userId;
  if (userId === undefined) throw unauthorized();
  const seesPrivate = viewer !== null && (viewer.userId === userId || isAdmin(viewer));
  const { rows, total } = await findSongs(orm, repertoireOf(userId, seesPrivate), query);
  return toPage(rows, total, query, viewer);
}

/** Every song, for the admin tables. */
export async function listAllSongs(
  orm: Orm,
  query: SongListQuery,
  viewer: Viewer | null,
): Promise<Page<Song>> {
  requireRole(viewer, 'admin');
  const { rows, total } = await findSongs(orm, wholeCatalogue, query);
  return toPage(rows, total, query, viewer);
}

/** Which of these songs the viewer may still see, as they are now (deleted or private: absent). */
export async function lookupSongs(
  orm: Orm,
  ids: number[],
  viewer: Viewer | null,
): Promise<{ items: Song[] }> {
  const rows = await findSongsByIds(orm, visibleSongs(viewer), ids);
  return { items: rows.map((row) => toListSong(row, viewer)) };
}

export async function getSong(orm: Orm, id: number, viewer: Viewer | null): Promise<FullSong> {
  const row = await findSongById(orm, id);
  if (!row || !canSeeSong(viewer, row)) throw songNotFound();
  return toSong(row, viewer);
}

/** GET /songs/{id}: the song and which of its composers are registered creators. */
export async function getSongDetail(
  orm: Orm,
  id: number,
  viewer: Viewer | null,
): Promise<SongDetail> {
  const song = await getSong(orm, id, viewer);
  const [links, creator] = await Promise.all([
    findComposerLinks(orm, { id: song.song_id, userId: song.user_id, composers: song.composers }),
    findSongCreator(orm, song.user_id),
  ]);
  return { ...song, composer_links: links, creator };
}

function badUpload(text: string): HttpError {
  return new HttpError(400, text, [text]);
}

/** The caller's free upload behind `url` in `bucket`, now taken; 400 with `text` otherwise. */
async function claimByUrl(
  tx: Orm,
  deps: SongDeps,
  url: string,
  bucket: Bucket,
  userId: number,
  text: string,
): Promise<UploadRow> {
  const file = deps.storage.parseUrl(url);
  if (!file || file.bucket !== bucket) throw badUpload(text);
  const upload = await claimUpload(tx, bucket, file.name, userId);
  if (!upload) throw badUpload(text);
  return upload;
}

/** Synced lyrics end with the song: a stamp past its audio is a 400 naming the line. */
function assertLyricsFit(letter: string | null | undefined, durationSeconds: number): void {
  if (!letter) return;
  const lyrics = readLyrics(letter, durationSeconds);
  if (lyrics.kind === 'invalid') throw new HttpError(400, lyrics.message, [lyrics.message]);
}

function audioFields(upload: UploadRow): Pick<NewSong, 'durationSeconds' | 'duration'> {
  const seconds = upload.durationSeconds ?? 0;
  return { durationSeconds: seconds, duration: formatDuration(seconds) };
}

function thumbUrlOf(deps: SongDeps, upload: UploadRow): string | null {
  return upload.thumbName ? deps.storage.url('images', upload.thumbName) : null;
}

/**
 * POST /songs. The owner is always the caller (an admin uploads under their own name, so nobody
 * can publish in another's name); the audio and cover must be the caller's own free uploads.
 */
export async function createSong(
  deps: SongDeps,
  viewer: Viewer | null,
  body: SongCreate,
): Promise<FullSong> {
  const owner = requireRole(viewer, 'composer', 'admin');
  // The terms (and the declaration of holding the rights) bind before publishing.
  await requireAcceptedTerms(deps.db.orm, owner.userId);
  const row = await deps.db.orm.transaction(async (tx) => {
    const audio = await claimByUrl(
      tx,
      deps,
      body.audio,
      'audios',
      owner.userId,
      SONG_TEXTS.audioUploadUnknown,
    );
    assertLyricsFit(body.letter, audio.durationSeconds ?? 0);
    const cover = body.cover
      ? await claimByUrl(
          tx,
          deps,
          body.cover,
          'images',
          owner.userId,
          SONG_TEXTS.coverUploadUnknown,
        )
      : null;
    const song = await insertSong(tx, {
      title: body.title,
      gender: body.gender,
      composers: body.composers,
      interpreters: body.interpreters,
      authors: body.authors,
      arrangers: body.arrangers,
      etiquetas: body.etiquetas,
      cover: body.cover ?? null,
      coverThumb: cover ? thumbUrlOf(deps, cover) : null,
      letter: body.letter ?? null,
      audio: body.audio,
      ...audioFields(audio),
      audioSha256: audio.sha256,
      // DECISIONS "Data and lists": counts start at zero (likes are kept by the library trigger).
      likes: 0,
      favorites: 0,
      visibility: body.visibility,
      isFromRepertoire: body.isFromRepertoire,
      registroOnda: body.registro_ONDA ?? null,
      copyright:
        body.copyright === undefined
          ? defaultCopyright(new Date().getFullYear(), body.composers[0])
          : body.copyright,
      userId: owner.userId,
    });
    if (body.composer_picks.length > 0) {
      await saveCreditPicks(
        tx,
        { id: song.id, uploaderId: owner.userId, composers: body.composers },
        body.composer_picks,
      );
    }
    await markHasUploadedSong(tx, owner.userId);
    await queueRendition(tx, song.id);
    return song;
  });
  deps.jobs.wake();
  return toSong(row, owner);
}

/** PUT /songs/{id}: any field; audio and cover replaced by new uploads of the caller. */
export async function updateSong(
  deps: SongDeps,
  viewer: Viewer | null,
  id: number,
  body: SongUpdate,
  log: FastifyBaseLogger,
): Promise<FullSong> {
  if (!viewer) throw unauthorized();
  const released: (string | null)[] = [];
  const row = await deps.db.orm.transaction(async (tx) => {
    const song = assertCanManage(viewer, await lockSongById(tx, id));
    const changes: Partial<NewSong> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.composers !== undefined) changes.composers = body.composers;
    if (body.interpreters !== undefined) changes.interpreters = body.interpreters;
    if (body.authors !== undefined) changes.authors = body.authors;
    if (body.arrangers !== undefined) changes.arrangers = body.arrangers;
    if (body.etiquetas !== undefined) changes.etiquetas = body.etiquetas;
    if (body.letter !== undefined) changes.letter = body.letter;
    if (body.registro_ONDA !== undefined) changes.registroOnda = body.registro_ONDA;
    if (body.copyright !== undefined) changes.copyright = body.copyright;
    if (body.visibility !== undefined && body.visibility !== song.visibility) {
      changes.visibility = body.visibility;
      // Set by hand now: a reactivation must not undo it (moderation/repository showSongsOf).
      changes.hiddenBySuspension = false;
      if (!body.visibility && song.userId !== null && isModeration(viewer, song.userId)) {
        await recordSongModeration(
          tx,
          viewer,
          { title: song.title, userId: song.userId },
          'song_hidden',
          body.moderation_reason,
        );
      }
    }
    if (body.isFromRepertoire !== undefined) changes.isFromRepertoire = body.isFromRepertoire;
    if (body.composer_picks !== undefined) {
      // The song's owner is the uploader whose own name links to them, whoever edits it.
      await saveCreditPicks(
        tx,
        { id: song.id, uploaderId: song.userId ?? 0, composers: body.composers ?? song.composers },
        body.composer_picks,
      );
    }

    if (body.audio !== undefined && body.audio !== song.audio) {
      const audio = await claimByUrl(
        tx,
        deps,
        body.audio,
        'audios',
        viewer.userId,
        SONG_TEXTS.audioUploadUnknown,
      );
      Object.assign(changes, {
        audio: body.audio,
        ...audioFields(audio),
        audioSha256: audio.sha256,
        // The rendition of the audio it replaces goes with it; the new one is queued below.
        audioRendition: null,
        audioLight: null,
        audioStatus: 'processing',
        audioError: null,
        waveform: null,
        loudnessLufs: null,
      });
      released.push(song.audio, song.audioRendition, song.audioLight);
    }
    if (changes.letter !== undefined || changes.durationSeconds !== undefined) {
      assertLyricsFit(
        changes.letter === undefined ? song.letter : changes.letter,
        changes.durationSeconds ?? song.durationSeconds ?? 0,
      );
    }
    if (body.cover !== undefined && body.cover !== song.cover) {
      if (body.cover === null) {
        Object.assign(changes, { cover: null, coverThumb: null });
      } else {
        const cover = await claimByUrl(
          tx,
          deps,
          body.cover,
          'images',
          viewer.userId,
          SONG_TEXTS.coverUploadUnknown,
        );
        Object.assign(changes, { cover: body.cover, coverThumb: thumbUrlOf(deps, cover) });
      }
      released.push(song.cover, song.coverThumb);
    }
    await deleteUploadRows(tx, filesOf(deps, released));
    if (changes.audio) await queueRendition(tx, id);
    return updateSongRow(tx, id, changes);
  });
  if (body.audio !== undefined) deps.jobs.wake();
  await removeUnreferencedFiles(deps, released, log);
  return toSong(row, viewer);
}

function filesOf(deps: SongDeps, urls: readonly (string | null)[]) {
  return urls.flatMap((url) => {
    const file = url ? deps.storage.parseUrl(url) : null;
    return file ? [file] : [];
  });
}

/**
 * DELETE /songs/{id}: the song, its playlist and library links (and likes), then its files.
 */
export async function deleteSong(
  deps: SongDeps,
  viewer: Viewer | null,
  id: number,
  log: FastifyBaseLogger,
  /** Why an admin removes someone else's song: its creator is told. */
  reason?: string,
): Promise<void> {
  if (!viewer) throw unauthorized();
  const urls = await deps.db.orm.transaction(async (tx) => {
    const song = assertCanManage(viewer, await lockSongById(tx, id));
    if (song.userId !== null && isModeration(viewer, song.userId)) {
      await recordSongModeration(
        tx,
        viewer,
        { title: song.title, userId: song.userId },
        'song_deleted',
        reason,
      );
    }
    const files = [song.audio, song.audioRendition, song.audioLight, song.cover, song.coverThumb];
    await deleteSongRow(tx, id);
    await deleteUploadRows(tx, filesOf(deps, files));
    return files;
  });
  await removeUnreferencedFiles(deps, urls, log);
}
