/**
 * Builders for test data, writing through the same code paths as the app (accounts with profile
 * and library, media through Storage). Every builder takes overrides for what a test cares about.
 */
import { randomUUID } from 'node:crypto';
import type { Genre } from '../../domain/genres';
import type { Role } from '../../domain/roles';
import { TERMS_VERSION } from '../../domain/terms-texts';
import type { Orm } from '../../server/db/database';
import { librarySongs, playlistSongs, playlists, songs } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth/passwords';
import { createAccount, type ProfileFields } from '../../server/features/auth/repository';
import { readAudioDuration } from '../../server/features/songs/duration';
import { recordAcceptance } from '../../server/features/terms/repository';
import { newMediaName, type Storage } from '../../server/storage/storage';

export interface FactoryContext {
  db: { orm: Orm };
  storage: Storage;
}

/** A real PCM WAV file: mono 8 kHz, a quiet 440 Hz tone of `seconds` length. */
export function tinyWav(seconds = 1, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000);
    buffer.writeInt16LE(value, 44 + i * 2);
  }
  return buffer;
}

export interface TestUser {
  userId: number;
  libraryId: number;
  email: string;
}

export interface UserOverrides {
  email?: string;
  roles?: Role[];
  /** Hashed with argon2id when given (slow-ish: only when the test signs in). */
  password?: string;
  profile?: ProfileFields;
  createdAt?: Date;
  /**
   * Whether the person accepted the terms in force. By default creators and
   * admins have, as after their onboarding, so they can publish; listeners have not.
   */
  termsAccepted?: boolean;
}

export async function createUser(
  ctx: Pick<FactoryContext, 'db'>,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? `persona-${randomUUID().slice(0, 8)}@prueba.test`;
  const passwordHash = overrides.password ? await hashPassword(overrides.password) : null;
  const created = await ctx.db.orm.transaction((tx) =>
    createAccount(tx, {
      email,
      passwordHash,
      roles: overrides.roles ?? ['user'],
      profile: overrides.profile ?? { name: 'Persona', lastName: 'De Prueba' },
      createdAt: overrides.createdAt,
    }),
  );
  const roles = overrides.roles ?? ['user'];
  if (overrides.termsAccepted ?? (roles.includes('composer') || roles.includes('admin'))) {
    await recordAcceptance(ctx.db.orm, created.userId, TERMS_VERSION);
  }
  return { ...created, email };
}

export interface SongOverrides {
  title?: string;
  gender?: Genre;
  composers?: string[];
  interpreters?: string[];
  visibility?: boolean;
  createdAt?: Date;
  /** Length of the generated audio. */
  seconds?: number;
}

export type TestSong = typeof songs.$inferSelect;

export async function createSong(
  ctx: FactoryContext,
  userId: number,
  overrides: SongOverrides = {},
): Promise<TestSong> {
  const wav = tinyWav(overrides.seconds ?? 1);
  const audio = await ctx.storage.save('audios', newMediaName('wav'), wav);
  const duration = await readAudioDuration(wav, 'audio/wav');
  const createdAt = overrides.createdAt ?? new Date();
  const [song] = await ctx.db.orm
    .insert(songs)
    .values({
      title: overrides.title ?? `Canción ${randomUUID().slice(0, 6)}`,
      gender: overrides.gender ?? 'MERENGUE',
      composers: overrides.composers ?? ['Compositor de Prueba'],
      interpreters: overrides.interpreters ?? [],
      audio: audio.url,
      durationSeconds: duration.seconds,
      duration: duration.text,
      visibility: overrides.visibility ?? true,
      userId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return song;
}

/** Puts the song in the library: one like (the database keeps songs.likes in step). */
export async function likeSong(ctx: FactoryContext, libraryId: number, songId: number) {
  await ctx.db.orm.insert(librarySongs).values({ libraryId, songId });
}

export interface PlaylistOverrides {
  name?: string;
  description?: string | null;
  public?: boolean;
  isFromRepertoire?: boolean;
  songIds?: number[];
  createdAt?: Date;
}

export type TestPlaylist = typeof playlists.$inferSelect;

export async function createPlaylist(
  ctx: FactoryContext,
  userId: number,
  overrides: PlaylistOverrides = {},
): Promise<TestPlaylist> {
  const createdAt = overrides.createdAt ?? new Date();
  const [playlist] = await ctx.db.orm
    .insert(playlists)
    .values({
      name: overrides.name ?? `Playlist ${randomUUID().slice(0, 6)}`,
      description: overrides.description ?? null,
      public: overrides.public ?? true,
      isFromRepertoire: overrides.isFromRepertoire ?? true,
      userId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const songIds = overrides.songIds ?? [];
  if (songIds.length > 0) {
    await ctx.db.orm
      .insert(playlistSongs)
      .values(songIds.map((songId, position) => ({ playlistId: playlist.id, songId, position })));
  }
  return playlist;
}
