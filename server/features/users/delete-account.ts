/**
 * Deleting an account: one transaction removes the person's sessions, codes,
 * library (its likes go down through the library_songs trigger), playlists, songs, profile and
 * credentials. Only after the commit are the files removed, so a rollback never leaves rows
 * pointing at deleted files; a file still named by someone else's row is kept.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DeletionSummary } from '../../../domain/auth';
import { displayName } from '../../../domain/display-name';
import { type Orm, rowsOf } from '../../db/database';
import {
  credentials,
  emailCodes,
  libraries,
  libraryPlaylists,
  librarySongs,
  ownerSongCounts,
  playlists,
  profiles,
  sessions,
  songs,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { hasRole, isAdmin, type Viewer } from '../auth/viewer';
import { isFileReferenced } from '../media/references';
import {
  assertAnotherActiveAdmin,
  lockAdminChanges,
  nameOf,
  recordModeration,
} from '../moderation/repository';

function present(values: (string | null)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

async function fileUrlsOf(tx: Orm, userId: number): Promise<string[]> {
  const songFiles = await tx
    .select({
      audio: songs.audio,
      rendition: songs.audioRendition,
      light: songs.audioLight,
      cover: songs.cover,
      thumb: songs.coverThumb,
    })
    .from(songs)
    .where(eq(songs.userId, userId));
  const playlistFiles = await tx
    .select({ cover: playlists.cover, thumb: playlists.coverThumb })
    .from(playlists)
    .where(eq(playlists.userId, userId));
  const profileFiles = await tx
    .select({ banner: profiles.bannerImage, avatar: profiles.userImageUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return [
    ...songFiles.flatMap((row) =>
      present([row.audio, row.rendition, row.light, row.cover, row.thumb]),
    ),
    ...playlistFiles.flatMap((row) => present([row.cover, row.thumb])),
    ...profileFiles.flatMap((row) => present([row.banner, row.avatar])),
  ];
}

/**
 * Deletes the account; false when there was none. Never the last active admin's (409); an admin
 * deleting someone else's is in the audit log.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: number,
  log: FastifyBaseLogger,
  by: Viewer,
): Promise<boolean> {
  const { db, storage } = deps;
  const removed = await db.orm.transaction(async (tx) => {
    // Before the row: an admin's account may be the last active admin's (moderation/repository).
    await lockAdminChanges(tx);
    const [account] = await tx
      .select({
        email: credentials.email,
        roles: credentials.roles,
        suspendedAt: credentials.suspendedAt,
      })
      .from(credentials)
      .where(eq(credentials.id, userId))
      .for('update');
    if (!account) return null;
    if (hasRole(account.roles, 'admin') && !account.suspendedAt) {
      await assertAnotherActiveAdmin(tx, userId);
    }
    if (isAdmin(by) && by.userId !== userId) {
      await recordModeration(tx, {
        actorId: by.userId,
        action: 'account_deleted',
        targetUserId: null,
        targetName: await nameOf(tx, userId),
        detail: account.email,
      });
    }
    const urls = await fileUrlsOf(tx, userId);

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailCodes).where(eq(emailCodes.email, account.email));
    const ownLibraries = tx
      .select({ id: libraries.id })
      .from(libraries)
      .where(eq(libraries.userId, userId));
    // Row by row through the trigger: every song this person liked loses that like. Their pairs
    // of songs liked together stay (migration 0020): evidence of taste, not of the person.
    await tx.execute(sql`SET LOCAL tambora.keep_song_pairs = 'on'`);
    await tx.delete(librarySongs).where(inArray(librarySongs.libraryId, ownLibraries));
    await tx.delete(libraryPlaylists).where(inArray(libraryPlaylists.libraryId, ownLibraries));
    await tx.delete(libraries).where(eq(libraries.userId, userId));
    // Others' playlist and library links to these go by ON DELETE CASCADE.
    await tx.delete(playlists).where(eq(playlists.userId, userId));
    await tx.delete(songs).where(eq(songs.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(credentials).where(eq(credentials.id, userId));
    return { urls };
  });
  if (!removed) return false;

  for (const url of new Set(removed.urls)) {
    const file = storage.parseUrl(url);
    if (!file) continue;
    try {
      if (!(await isFileReferenced(db.orm, url))) await storage.remove(file.bucket, file.name);
    } catch (error) {
      // The account is gone either way; a leftover file is logged, not an error for the person.
      log.warn({ err: error, url }, 'could not remove a deleted account file');
    }
  }
  return true;
}

/**
 * GET /users/{id}/deletion-summary: whose account it is and what goes with it.
 * Songs are counted from owner_song_counts (kept by triggers), playlists by their owner index.
 */
export async function findDeletionSummary(
  orm: Orm,
  userId: number,
): Promise<DeletionSummary | null> {
  const result = await orm.execute(sql`
    SELECT cr.id AS user_id, cr.email, p.nickname, p.name, p.last_name,
      coalesce((SELECT c.songs FROM ${ownerSongCounts} c WHERE c.user_id = cr.id), 0) AS songs,
      (SELECT count(*) FROM ${playlists} pl
        WHERE pl.user_id = cr.id AND pl.is_from_repertoire) AS albums,
      (SELECT count(*) FROM ${playlists} pl
        WHERE pl.user_id = cr.id AND NOT pl.is_from_repertoire) AS playlists
    FROM ${credentials} cr LEFT JOIN ${profiles} p ON p.user_id = cr.id
    WHERE cr.id = ${userId}
  `);
  const [row] = rowsOf<{
    user_id: number;
    email: string;
    nickname: string | null;
    name: string | null;
    last_name: string | null;
    songs: number;
    albums: number;
    playlists: number;
  }>(result);
  if (!row) return null;
  return {
    user_id: Number(row.user_id),
    email: row.email,
    nickname: row.nickname,
    display_name: displayName({ nickname: row.nickname, name: row.name, lastName: row.last_name }),
    songs: Number(row.songs),
    albums: Number(row.albums),
    playlists: Number(row.playlists),
  };
}
