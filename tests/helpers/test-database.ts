/**
 * A fresh, empty database for one test file: PGlite in a temp directory by default, or a new
 * uniquely named database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../server/db/database';

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

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const db = await openPglite(dataDir);
    return { db, url: null, destroy: () => db.close() };
  }

  const name = `tambora_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
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
