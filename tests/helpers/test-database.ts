/**
 * A fresh database for one test file: PGlite in a temp directory by default, or a new uniquely
 * named database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). Empty, or a
 * copy of one with every migration applied (tests/helpers/migrated-database.ts).
 */
import { randomBytes } from 'node:crypto';
import { type Database, openPglite, openPostgres } from '../../server/db/database';
import { copyMigratedPglite, createMigratedPostgres } from './migrated-database';
import { withAdminClient } from './postgres-admin';

export interface TestDatabase {
  db: Database;
  /** Set when the database lives on a PostgreSQL server. */
  url: string | null;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

export async function createTestDatabase(
  dataDir: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    if (migrated) await copyMigratedPglite(dataDir);
    const db = await openPglite(dataDir);
    return { db, url: null, destroy: () => db.close() };
  }

  const name = `tambora_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (migrated) await createMigratedPostgres(serverUrl, name);
  else await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    destroy: async () => {
      await db.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
