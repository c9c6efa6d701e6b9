/**
 * An empty database with every migration applied, made once and copied wherever a test needs a
 * database to start from (docs/architecture.md "Build and CI"). A new PGlite costs seconds of CPU
 * (its initdb, then the migrations) and the migrations on PostgreSQL ~0.4 s, paid by each of the
 * ~100 test apps and each server a test starts; a copy costs a tenth of that. The template is
 * named by the migrations' statements (and PGlite's version), so a new or edited migration makes a
 * new one: a copy is always the database `migrate` would have made. What a fresh start itself does
 * (initdb, every migration in order) stays proven where it is the subject: the migration tests,
 * which start from `createTestDatabase`'s empty database, and the runtime stage's first start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, pgliteDirectory } from '../../server/db/database';
import { migrate, readMigrations } from '../../server/db/migrate';
import { withAdminClient } from './postgres-admin';
import { createTempDir } from './temp-dirs';

const PGLITE_PACKAGE = new URL(
  '../../node_modules/@electric-sql/pglite/package.json',
  import.meta.url,
);

let pgliteKey: Promise<string> | null = null;

/** What the template is made of: the migrations' statements, and the engine that ran them. */
function templateKey(engine: 'pglite' | 'postgres'): Promise<string> {
  const key = async () => {
    const hash = createHash('sha256');
    for (const migration of await readMigrations())
      hash.update(`${migration.name}:${migration.checksum}\n`);
    if (engine === 'pglite')
      hash.update(JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')).version);
    return hash.digest('hex').slice(0, 16);
  };
  if (engine === 'postgres') return key();
  pgliteKey ??= key();
  return pgliteKey;
}

/** Kept between runs beside the remembered ffmpeg (docs/architecture.md "Build and CI"). */
function cacheRoot(): string {
  return join(
    process.env.TAMBORA_CACHE_DIR ?? join(homedir(), '.cache', 'tambora'),
    'migrated-pglite',
  );
}

let pgliteTemplate: Promise<string> | null = null;

/**
 * The folder of a migrated PGlite, made on first use. Processes that make it at once each build
 * their own and rename it into place; the first rename wins and the others drop theirs.
 */
function migratedPgliteTemplate(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const template = join(cacheRoot(), await templateKey('pglite'));
    if (existsSync(template)) return template;
    const building = join(cacheRoot(), `building-${process.pid}-${randomBytes(4).toString('hex')}`);
    await mkdir(building, { recursive: true });
    try {
      const db = await openPglite(building);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await rename(pgliteDirectory(building), template).catch((error: NodeJS.ErrnoException) => {
        if (!existsSync(template)) throw error;
      });
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    return template;
  })();
  pgliteTemplate.catch(() => {
    pgliteTemplate = null;
  });
  return pgliteTemplate;
}

/** Puts a migrated PGlite in `<dataDir>/pglite`, as a first start would leave it. */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  await cp(await migratedPgliteTemplate(), pgliteDirectory(dataDir), { recursive: true });
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * Makes the migrated database `name` on the server of `serverUrl` unless it is there already, and
 * says whether this call made it. Test files that ask at once (one per Vitest worker) take turns on
 * an advisory lock: the first migrates, the others wait and find its database. Each building its
 * own and renaming it into place instead raced: two renames to one name at once can fail on the
 * catalogue's unique index (23505) rather than with PostgreSQL's "already exists". The database is
 * migrated under another name and renamed when complete, so a run cut short never leaves a
 * half-migrated template under the name copies are made from.
 */
export function makeMigratedPostgres(serverUrl: string, name: string): Promise<boolean> {
  return withAdminClient(serverUrl, async (admin) => {
    // Held until this session ends, when `withAdminClient` closes it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return false;
    const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const db = await openPostgres(url.toString());
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return true;
  });
}

/**
 * The name of a migrated database on the server of `serverUrl`, made on first use and kept
 * there (a throw-away server on CI: scripts/with-postgres.mjs). Nobody connects to it once made:
 * PostgreSQL copies a template only while no session is on it.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let made = postgresTemplates.get(serverUrl);
  if (made) return made;
  made = (async () => {
    const name = `tambora_migrated_${await templateKey('postgres')}`;
    await makeMigratedPostgres(serverUrl, name);
    return name;
  })();
  made.catch(() => postgresTemplates.delete(serverUrl));
  postgresTemplates.set(serverUrl, made);
  return made;
}

/** Creates database `name` on the server of `serverUrl` as a copy of the migrated template. */
export async function createMigratedPostgres(serverUrl: string, name: string): Promise<void> {
  const template = await migratedPostgresTemplate(serverUrl);
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
}

/** A new DATA_DIR (removed after its test file) whose PGlite is migrated already. */
export async function migratedDataDir(prefix?: string): Promise<string> {
  const dataDir = await createTempDir(prefix);
  await copyMigratedPglite(dataDir);
  return dataDir;
}
