/**
 * Loads the demo catalogue (demo-catalogue.ts, media from demo-media.ts) so a fresh install has
 * something to play. Safe to run again: whatever already exists (same email, same owner and
 * title, same owner and playlist name) is kept as it is, and only what is missing is added.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { TERMS_VERSION } from '../../../domain/terms-texts';
import type { Database, Orm } from '../../db/database';
import {
  credentials,
  libraries,
  libraryPlaylists,
  librarySongs,
  playlistSongs,
  playlists,
  songs,
} from '../../db/schema';
import { newMediaName, type Storage } from '../../storage/storage';
import { queueRendition } from '../audio/rendition';
import { hashPassword } from '../auth/passwords';
import { createAccount } from '../auth/repository';
import { makeThumbnail } from '../media/images';
import { thumbnailName } from '../media/stored-names';
import { readAudioDuration } from '../songs/duration';
import { recordAcceptance } from '../terms/repository';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE, DEMO_PASSWORD, type DemoCatalogue } from './demo-catalogue';
import { drawAvatar, drawBanner, drawCover, synthesizeSongWav } from './demo-media';

export type SeedLog = (message: string) => void;

export interface SeedResult {
  accounts: number;
  songs: number;
  playlists: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** SEED_DEMO=true always; unset ('auto') only while no account exists; false never. */
export async function shouldSeedDemo(orm: Orm, seedDemo: boolean | 'auto'): Promise<boolean> {
  if (seedDemo !== 'auto') return seedDemo;
  const [anyAccount] = await orm.select({ id: credentials.id }).from(credentials).limit(1);
  return anyAccount === undefined;
}

interface SavedCover {
  cover: string;
  coverThumb: string;
}

export async function seedDemo(
  db: Database,
  storage: Storage,
  log: SeedLog = () => {},
  catalogue: DemoCatalogue = DEMO_CATALOGUE,
): Promise<SeedResult> {
  const now = Date.now();
  const saved: { bucket: 'images' | 'audios'; name: string }[] = [];
  const save = async (
    bucket: 'images' | 'audios',
    extension: string,
    data: Buffer,
    name = newMediaName(extension),
  ) => {
    const file = await storage.save(bucket, name, data);
    saved.push({ bucket, name: file.name });
    return file.url;
  };
  // As an uploaded profile picture is kept: the image, and its card-sized copy beside it under
  // the name the upload path gives it (media/stored-names.ts), which lists show instead.
  const saveProfileImage = async (png: Buffer) => {
    const name = newMediaName('png');
    await save('images', 'webp', await makeThumbnail(png), thumbnailName(name));
    return save('images', 'png', png, name);
  };
  const saveCover = async (title: string, index: number): Promise<SavedCover> => {
    const png = await drawCover(title, index);
    return {
      cover: await save('images', 'png', png),
      coverThumb: await save('images', 'webp', await makeThumbnail(png)),
    };
  };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const uploaders = new Set(catalogue.songs.map((song) => song.ownerEmail));
  const result: SeedResult = { accounts: 0, songs: 0, playlists: 0 };

  try {
    await db.orm.transaction(async (tx) => {
      const userIds = new Map<string, number>();
      const libraryIds = new Map<string, number>();

      const existing = await tx
        .select({ id: credentials.id, email: credentials.email, libraryId: libraries.id })
        .from(credentials)
        .leftJoin(libraries, eq(libraries.userId, credentials.id))
        .where(
          inArray(
            credentials.email,
            DEMO_ACCOUNTS.map((account) => account.email),
          ),
        );
      for (const row of existing) {
        userIds.set(row.email.toLowerCase(), row.id);
        const libraryId =
          row.libraryId ??
          (await tx.insert(libraries).values({ userId: row.id }).returning({ id: libraries.id }))[0]
            .id;
        libraryIds.set(row.email.toLowerCase(), libraryId);
      }

      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const key = account.email.toLowerCase();
        if (userIds.has(key)) continue;
        const creator = account.roles.includes('composer');
        // Drawn like the covers, so the first screen shows people rather than grey silhouettes.
        const userImageUrl = await saveProfileImage(
          await drawAvatar(account.nickname ?? `${account.name} ${account.lastName}`, index),
        );
        const bannerImage = creator ? await saveProfileImage(await drawBanner(index)) : null;
        const created = await createAccount(tx, {
          email: account.email,
          passwordHash,
          roles: account.roles,
          hasUploadedSong: uploaders.has(account.email),
          emailVerifiedAt: new Date(now),
          // Older than every demo song, as a real uploader would be.
          createdAt: new Date(now - 90 * DAY_MS - index * MINUTE_MS),
          profile: {
            name: account.name,
            lastName: account.lastName,
            nickname: account.nickname,
            phone: account.phone,
            instruments: account.instruments,
            nationality: account.nationality,
            biografia: account.biografia,
            socialNetworkSelected: account.social_network_selected,
            socialNetworkLink: account.social_network_link,
            userImageUrl,
            bannerImage,
          },
        });
        // The demo's people finished their onboarding, terms included.
        await recordAcceptance(tx, created.userId, TERMS_VERSION);
        userIds.set(key, created.userId);
        libraryIds.set(key, created.libraryId);
        result.accounts++;
      }

      const idOf = (email: string, map: Map<string, number>): number => {
        const id = map.get(email.toLowerCase());
        if (id === undefined) throw new Error(`Demo data refers to an unknown account: ${email}`);
        return id;
      };

      const songIds = new Map<string, number>();
      for (const [index, song] of catalogue.songs.entries()) {
        const userId = idOf(song.ownerEmail, userIds);
        const [found] = await tx
          .select({ id: songs.id })
          .from(songs)
          .where(and(eq(songs.userId, userId), eq(songs.title, song.title)));
        if (found) {
          songIds.set(song.title, found.id);
          continue;
        }
        const wav = synthesizeSongWav(index, song.style, song.tempo);
        const duration = await readAudioDuration(wav, 'audio/wav');
        const audio = await save('audios', 'wav', wav);
        const { cover, coverThumb } = await saveCover(song.title, index);
        // Minutes apart within a day keep "newest" in catalogue order among same-day songs.
        const createdAt = new Date(now - song.daysAgo * DAY_MS - index * MINUTE_MS);
        const [inserted] = await tx
          .insert(songs)
          .values({
            title: song.title,
            gender: song.gender,
            composers: song.composers,
            interpreters: song.interpreters,
            authors: song.authors,
            arrangers: song.arrangers,
            etiquetas: song.etiquetas,
            cover,
            coverThumb,
            letter: song.letter,
            audio,
            durationSeconds: duration.seconds,
            duration: duration.text,
            visibility: song.visibility,
            isFromRepertoire: true,
            registroOnda: song.registro_ONDA,
            copyright: song.copyright,
            userId,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: songs.id });
        // The same pipeline as an upload: its rendition is made once the server runs.
        await queueRendition(tx, inserted.id);
        songIds.set(song.title, inserted.id);
        result.songs++;
        if (song.likedBy.length > 0) {
          // The library_songs trigger turns each row into one like.
          await tx
            .insert(librarySongs)
            .values(
              song.likedBy.map((email) => ({
                libraryId: idOf(email, libraryIds),
                songId: inserted.id,
                addedAt: createdAt,
              })),
            )
            .onConflictDoNothing();
        }
      }

      for (const [index, playlist] of catalogue.playlists.entries()) {
        const userId = idOf(playlist.ownerEmail, userIds);
        const [found] = await tx
          .select({ id: playlists.id })
          .from(playlists)
          .where(and(eq(playlists.userId, userId), eq(playlists.name, playlist.name)));
        if (found) continue;
        const { cover, coverThumb } = await saveCover(playlist.name, playlist.coverIndex);
        const createdAt = new Date(now - (index + 1) * DAY_MS);
        const [inserted] = await tx
          .insert(playlists)
          .values({
            name: playlist.name,
            description: playlist.description,
            cover,
            coverThumb,
            public: playlist.public,
            visibility: playlist.public,
            // Held by one library, its owner's (below).
            favoritesCount: 1,
            isFromRepertoire: playlist.isFromRepertoire,
            userId,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: playlists.id });
        const entries = playlist.songTitles.map((title, position) => {
          const songId = songIds.get(title);
          if (songId === undefined)
            throw new Error(`Demo playlist refers to an unknown song: ${title}`);
          return { playlistId: inserted.id, songId, position, addedAt: createdAt };
        });
        if (entries.length > 0) await tx.insert(playlistSongs).values(entries);
        await tx
          .insert(libraryPlaylists)
          .values({ libraryId: idOf(playlist.ownerEmail, libraryIds), playlistId: inserted.id })
          .onConflictDoNothing();
        result.playlists++;
      }
    });
  } catch (error) {
    // The rows are gone with the transaction; the files written for them must go too.
    await Promise.all(saved.map((file) => storage.remove(file.bucket, file.name)));
    throw error;
  }

  log(
    result.accounts + result.songs + result.playlists === 0
      ? 'Catálogo de demostración: ya estaba cargado, no se añadió nada.'
      : `Catálogo de demostración cargado: ${result.accounts} cuentas, ${result.songs} canciones, ${result.playlists} playlists.`,
  );
  return result;
}
