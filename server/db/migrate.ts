/**
 * Applies the ordered SQL files of migrations/ that the database has not seen yet, each in its own
 * transaction, and records them in schema_migrations with a checksum of their statements. Run
 * from code because drizzle-kit's CLI cannot load PGlite's extensions. A landed migration's
 * statements are never edited: one whose statements no longer match its checksum stops the start,
 * since databases that applied the old ones and those that would apply the new ones would
 * silently differ. Comment lines are not statements: rewording one changes no database.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { EARLIER_MIGRATION_TEXTS } from './earlier-migration-texts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
// Several API processes may start together on one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_KEY = 727_262_001;

export interface Migration {
  name: string;
  sql: string;
  /** sha256 of the file's statements (its text without comment lines), recorded when applied. */
  checksum: string;
  /** sha256 of the whole text, as databases recorded it before comments were left out. */
  textChecksum: string;
}

/** A migration's file changed after a database applied it. */
export class MigrationChangedError extends Error {
  override name = 'MigrationChangedError';
  constructor(readonly migration: string) {
    super(
      `La migración ${migration} cambió después de aplicarse a esta base de datos. ` +
        'Una migración aplicada no se edita: devuelva el archivo a como estaba y escriba el cambio en una migración nueva.',
    );
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// Line endings are the checkout's business, not the migration's.
const normalised = (text: string) => text.replace(/\r\n/g, '\n');

/** What the migration runs: its lines but those that are comments alone. */
function statementsOf(text: string): string {
  return normalised(text)
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .trim();
}

/** Whether a recorded checksum names these statements, under today's rule or an earlier one. */
function recordedFor(migration: Migration, recorded: string): boolean {
  return (
    recorded === migration.checksum ||
    recorded === migration.textChecksum ||
    (EARLIER_MIGRATION_TEXTS[migration.name]?.includes(recorded) ?? false)
  );
}

export async function readMigrations(directory: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    if (!MIGRATION_FILE.test(name)) {
      throw new Error(`Migration file name must look like 0001_name.sql: ${name}`);
    }
    const sql = await readFile(join(directory, name), 'utf8');
    migrations.push({
      name,
      sql,
      checksum: sha256(statementsOf(sql)),
      textChecksum: sha256(normalised(sql)),
    });
  }
  return migrations;
}

/**
 * The migrations this code has that the database has not applied (all of them on a database
 * never migrated): a process is not ready to serve until this is empty.
 */
export async function pendingMigrations(db: Database, directory?: string): Promise<string[]> {
  const migrations = await readMigrations(directory);
  const applied = await db.rawTransaction(async (session) => {
    const [table] = await session.query<{ found: string | null }>(
      "SELECT to_regclass('schema_migrations')::text AS found",
    );
    if (!table?.found) return new Set<string>();
    const rows = await session.query<{ name: string }>('SELECT name FROM schema_migrations');
    return new Set(rows.map((row) => row.name));
  });
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name));
}

/** Returns the names it applied, in order (empty when the database was up to date). */
export async function migrate(db: Database, directory?: string): Promise<string[]> {
  const migrations = await readMigrations(directory);
  await db.rawTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       );
       ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`,
    );
    const applied = await session.query<{ name: string; checksum: string | null }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    for (const row of applied) {
      const migration = migrations.find((candidate) => candidate.name === row.name);
      if (!migration) continue;
      // Databases migrated before checksums were kept take the text as it is now; those that
      // recorded the same statements another way take today's checksum.
      if (row.checksum !== null && !recordedFor(migration, row.checksum)) {
        throw new MigrationChangedError(row.name);
      }
      if (row.checksum !== migration.checksum) {
        await session.query('UPDATE schema_migrations SET checksum = $1 WHERE name = $2', [
          migration.checksum,
          row.name,
        ]);
      }
    }
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.rawTransaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await session.query<{ name: string }>(
        'SELECT name FROM schema_migrations WHERE name = $1',
        [migration.name],
      );
      if (seen.length > 0) return false;
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
