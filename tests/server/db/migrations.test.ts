import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../../../domain/display-name';
import { foldForSearch } from '../../../domain/search-terms';
import { EARLIER_MIGRATION_TEXTS } from '../../../server/db/earlier-migration-texts';
import { MigrationChangedError, migrate, readMigrations } from '../../../server/db/migrate';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

let dataDir: string;
let testDb: TestDatabase;

beforeAll(async () => {
  dataDir = await createTempDir('tambora-migrations-');
  testDb = await createTestDatabase(dataDir);
});

afterAll(async () => {
  await testDb?.destroy();
});

function query<Row>(text: string, params?: unknown[]) {
  return testDb.db.rawTransaction((session) => session.query<Row>(text, params));
}

async function rejects(text: string, params?: unknown[]): Promise<string> {
  try {
    await query(text, params);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`Expected the database to refuse: ${text}`);
}

describe('migrations', () => {
  it('apply every file to an empty database, then nothing on a second run', async () => {
    const files = (await readMigrations()).map((migration) => migration.name);
    expect(files[0]).toBe('0001_initial.sql');

    expect(await migrate(testDb.db)).toEqual(files);
    expect(await migrate(testDb.db)).toEqual([]);

    const recorded = await query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(files);
  });

  it('create the whole data model', async () => {
    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'credentials',
        'email_codes',
        'libraries',
        'library_playlists',
        'library_songs',
        'playlist_songs',
        'playlists',
        'profiles',
        'schema_migrations',
        'sessions',
        'songs',
      ]),
    );
  });

  it('give accent- and case-insensitive matching an index it can use', async () => {
    const [row] = await query<{ folded: string }>(
      "SELECT f_unaccent(lower('Canción de Ñoño')) AS folded",
    );
    expect(row.folded).toBe('cancion de nono');
    // The folded title is stored with the row (0004) and indexed for trigram matching.
    const [index] = await query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'songs_title_search_trgm_idx'",
    );
    expect(index.indexdef).toMatch(/gin \(title_search gin_trgm_ops\)/);
  });

  it("store a creator's sort name as domain/display-name shows it, folded", async () => {
    const cases = [
      { nickname: 'Fefita la Grande', name: 'Manuela', lastName: 'Ureña' },
      { nickname: '  ', name: ' Ángel ', lastName: 'Núñez' },
      { nickname: null, name: null, lastName: 'Ñico' },
      { nickname: null, name: 'Zoila', lastName: '' },
      { nickname: null, name: null, lastName: null },
    ];
    for (const parts of cases) {
      const [row] = await query<{ sort_name: string }>(
        'SELECT f_display_sort_name($1, $2, $3) AS sort_name',
        [parts.nickname, parts.name, parts.lastName],
      );
      expect(row.sort_name).toBe(foldForSearch(displayName(parts)));
    }
  });

  it('enforce the rules of the data model', async () => {
    const [user] = await query<{ id: number }>(
      "INSERT INTO credentials (email, roles) VALUES ('Ana@Prueba.test', '{composer}') RETURNING id",
    );
    // citext: the same address in other letters is the same account.
    expect(await rejects("INSERT INTO credentials (email) VALUES ('ana@prueba.TEST')")).toMatch(
      /credentials_email_key|duplicate/,
    );
    expect(
      await rejects("INSERT INTO credentials (email, roles) VALUES ('b@prueba.test', '{}')"),
    ).toMatch(/credentials_roles_valid/);
    expect(
      await rejects("INSERT INTO credentials (email, roles) VALUES ('c@prueba.test', '{dj}')"),
    ).toMatch(/credentials_roles_valid/);
    expect(
      await rejects(
        `INSERT INTO profiles (user_id, social_network_selected, social_network_link)
         VALUES ($1, '{Facebook,Youtube}', '{https://facebook.com/ana}')`,
        [user.id],
      ),
    ).toMatch(/profiles_social_networks_parallel/);
    expect(
      await rejects(
        "INSERT INTO songs (title, gender, composers, audio, user_id) VALUES ('x', 'POLKA', '{a}', '/a', $1)",
        [user.id],
      ),
    ).toMatch(/songs_gender_known/);
    expect(
      await rejects(
        "INSERT INTO songs (title, gender, composers, audio, user_id) VALUES ('x', 'SALSA', '{}', '/a', $1)",
        [user.id],
      ),
    ).toMatch(/songs_composers_present/);
    expect(
      await rejects("INSERT INTO playlists (name, user_id) VALUES ('   ', $1)", [user.id]),
    ).toMatch(/playlists_name_not_blank/);
    expect(
      await rejects(
        "INSERT INTO email_codes (purpose, email, token_hash, code_hash, expires_at) VALUES ('login', 'a@b.c', 't', 'c', now())",
      ),
    ).toMatch(/email_codes_purpose_known/);
  });

  it('number songs TMB-000001 onwards and keep likes equal to the libraries holding them', async () => {
    const [user] = await query<{ id: number }>(
      "INSERT INTO credentials (email, roles) VALUES ('d@prueba.test', '{composer}') RETURNING id",
    );
    const [library] = await query<{ id: number }>(
      'INSERT INTO libraries (user_id) VALUES ($1) RETURNING id',
      [user.id],
    );
    const [song] = await query<{ id: number; tambora_id: string; likes: number }>(
      `INSERT INTO songs (title, gender, composers, audio, user_id)
       VALUES ('Mi canción', 'BACHATA', '{Ana}', '/media/audios/a.wav', $1)
       RETURNING id, tambora_id, likes`,
      [user.id],
    );
    expect(song.tambora_id).toMatch(/^TMB-\d{6}$/);
    expect(song.likes).toBe(0);

    const likes = async () =>
      (await query<{ likes: number }>('SELECT likes FROM songs WHERE id = $1', [song.id]))[0].likes;
    await query('INSERT INTO library_songs (library_id, song_id) VALUES ($1, $2)', [
      library.id,
      song.id,
    ]);
    expect(await likes()).toBe(1);
    await query('DELETE FROM library_songs WHERE library_id = $1 AND song_id = $2', [
      library.id,
      song.id,
    ]);
    expect(await likes()).toBe(0);

    // Deleting an account removes its songs, profile and library with it.
    await query('DELETE FROM credentials WHERE id = $1', [user.id]);
    expect(await query('SELECT id FROM songs WHERE id = $1', [song.id])).toEqual([]);
    expect(await query('SELECT id FROM libraries WHERE id = $1', [library.id])).toEqual([]);
  });
});

describe('an applied migration edited afterwards', () => {
  let scratch: TestDatabase;
  let directory: string;
  beforeAll(async () => {
    scratch = await createTestDatabase(await createTempDir('tambora-checksum-'));
    directory = join(dataDir, 'migraciones');
    await mkdir(directory);
  });
  afterAll(() => scratch?.destroy());

  it('stops the migration with a clear message, and a new migration is the way forward', async () => {
    await writeFile(join(directory, '0001_uno.sql'), 'CREATE TABLE uno (id integer);\n');
    expect(await migrate(scratch.db, directory)).toEqual(['0001_uno.sql']);
    // The same text with other line endings is the same migration.
    await writeFile(join(directory, '0001_uno.sql'), 'CREATE TABLE uno (id integer);\r\n');
    expect(await migrate(scratch.db, directory)).toEqual([]);
    // So is the same statement under a reworded comment.
    await writeFile(
      join(directory, '0001_uno.sql'),
      '-- Una tabla, con otro comentario.\nCREATE TABLE uno (id integer);\n',
    );
    expect(await migrate(scratch.db, directory)).toEqual([]);

    await writeFile(join(directory, '0001_uno.sql'), 'CREATE TABLE uno (id bigint);\n');
    await writeFile(join(directory, '0002_dos.sql'), 'CREATE TABLE dos (id integer);\n');
    const edited = migrate(scratch.db, directory);
    await expect(edited).rejects.toBeInstanceOf(MigrationChangedError);
    await expect(edited).rejects.toThrow(
      'La migración 0001_uno.sql cambió después de aplicarse a esta base de datos.',
    );
    // Nothing after it ran.
    const tables = await scratch.db.rawTransaction((session) =>
      session.query<{ found: string | null }>("SELECT to_regclass('dos')::text AS found"),
    );
    expect(tables[0].found).toBeNull();
  });

  it('takes the text as it is for databases migrated before checksums were kept', async () => {
    await scratch.db.rawTransaction((session) =>
      session.exec("UPDATE schema_migrations SET checksum = NULL WHERE name = '0001_uno.sql'"),
    );
    expect(await migrate(scratch.db, directory)).toEqual(['0002_dos.sql']);
    const [row] = await scratch.db.rawTransaction((session) =>
      session.query<{ checksum: string }>(
        "SELECT checksum FROM schema_migrations WHERE name = '0001_uno.sql'",
      ),
    );
    expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it("starts a database that recorded a landed migration's earlier text, reworded since in comments only", async () => {
    const [name, [earlier]] = Object.entries(EARLIER_MIGRATION_TEXTS)[0];
    await testDb.db.rawTransaction((session) =>
      session.query('UPDATE schema_migrations SET checksum = $1 WHERE name = $2', [earlier, name]),
    );
    expect(await migrate(testDb.db)).toEqual([]);
    const today = (await readMigrations()).find((migration) => migration.name === name);
    const [row] = await query<{ checksum: string }>(
      'SELECT checksum FROM schema_migrations WHERE name = $1',
      [name],
    );
    expect(row.checksum).toBe(today?.checksum);
  });
});
