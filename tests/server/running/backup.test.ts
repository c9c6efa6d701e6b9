/**
 * `npm run backup` then `npm run restore` into an empty DATA_DIR (and, on the PostgreSQL suite, an
 * empty database) gives back the same people, songs, likes and media files.
 * The commands run as a person runs them: child processes reading the environment.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/config';
import { type Database, openPglite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { credentials, librarySongs, songs } from '../../../server/db/schema';
import { mediaRoot } from '../../../server/storage/open-storage';
import { createLocalStorage } from '../../../server/storage/storage';
import { createSong, createUser, likeSong } from '../../helpers/factories';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

const execFileAsync = promisify(execFile);

function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return execFileAsync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
}

/** What must survive, read the same way from either end. */
async function contents(db: Database) {
  return {
    people: await db.orm
      .select({ email: credentials.email, roles: credentials.roles })
      .from(credentials)
      .orderBy(asc(credentials.email)),
    songs: await db.orm
      .select({ id: songs.id, title: songs.title, audio: songs.audio, likes: songs.likes })
      .from(songs)
      .orderBy(asc(songs.id)),
    likes: await db.orm
      .select({ libraryId: librarySongs.libraryId, songId: librarySongs.songId })
      .from(librarySongs)
      .orderBy(asc(librarySongs.songId)),
  };
}

describe('backup and restore', () => {
  let source: TestDatabase;
  let target: TestDatabase | null = null;
  let sourceDir: string;
  let before: Awaited<ReturnType<typeof contents>>;
  let audioName: string;

  beforeAll(async () => {
    sourceDir = await createTempDir();
    source = await createTestDatabase(sourceDir);
    await migrate(source.db);
    const ctx = {
      db: source.db,
      storage: await createLocalStorage(mediaRoot({ dataDir: sourceDir })),
    };
    const composer = await createUser(ctx, { roles: ['composer'] });
    const listener = await createUser(ctx);
    const first = await createSong(ctx, composer.userId, { title: 'Merengue guardado' });
    const second = await createSong(ctx, composer.userId, { title: 'Bachata guardada' });
    await likeSong(ctx, listener.libraryId, first.id);
    await likeSong(ctx, listener.libraryId, second.id);
    audioName = first.audio.split('/').pop() ?? '';
    before = await contents(source.db);
    // PGlite is one process's: the backup opens it itself.
    if (!source.url) await source.db.close();
  });
  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
  });

  it('gives back people, songs, likes and media in an empty data directory', async () => {
    expect(before.people).toHaveLength(2);
    expect(before.songs.map((song) => song.likes)).toEqual([1, 1]);
    const folder = join(await createTempDir(), 'copia');
    const sourceEnv = { DATA_DIR: sourceDir, ...(source.url ? { DATABASE_URL: source.url } : {}) };
    const made = await command('backup', [folder], sourceEnv);
    expect(made.stdout).toContain(`Copia lista en ${folder} (2 archivos de medios).`);

    const targetDir = await createTempDir();
    // On PostgreSQL, an empty database of its own; on PGlite, the empty folder is enough.
    target = source.url ? await createTestDatabase(targetDir) : null;
    const targetEnv = { DATA_DIR: targetDir, ...(target?.url ? { DATABASE_URL: target.url } : {}) };
    const restored = await command('restore', [folder], targetEnv);
    expect(restored.stdout).toContain('restaurada (2 archivos de medios)');

    const db = target?.db ?? (await openPglite(targetDir));
    try {
      expect(await contents(db)).toEqual(before);
    } finally {
      if (!target) await db.close();
    }
    const original = await readFile(join(mediaRoot({ dataDir: sourceDir }), 'audios', audioName));
    const copy = await readFile(join(mediaRoot({ dataDir: targetDir }), 'audios', audioName));
    expect(copy.equals(original)).toBe(true);

    // A second restore would mix two sites: refused, and nothing is touched.
    const again = command('restore', [folder], targetEnv);
    await expect(again).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/ya tiene (una base de datos|datos de Tambora)/),
    });
  });

  it('refuses a folder that is not a backup, and a backup into a folder already used', async () => {
    const notBackup = await createTempDir();
    await expect(
      command('restore', [notBackup], { DATA_DIR: await createTempDir() }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('no es una copia de Tambora') });
    await expect(
      command('backup', [sourceDir], { DATA_DIR: await createTempDir() }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('ya tiene archivos') });
  });
});
