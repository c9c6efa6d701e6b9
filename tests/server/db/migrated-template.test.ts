/**
 * The migrated template the server suite copies its databases from (docs/architecture.md "Build
 * and CI"): made once however many test files ask for it at the same moment. Runs on PostgreSQL
 * (TEST_DATABASE_URL), where CI's server suite runs; PGlite's template is a folder renamed into
 * place, which the file system does atomically.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeMigratedPostgres } from '../../helpers/migrated-database';
import { withAdminClient } from '../../helpers/postgres-admin';
import { testDatabaseUrl } from '../../helpers/test-database';

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('the migrated template on PostgreSQL', () => {
  it('is migrated by one of the files that ask at once, and the others copy it', async () => {
    const url = serverUrl as string;
    const name = `tambora_migrated_test_${randomBytes(4).toString('hex')}`;
    const databases = () =>
      withAdminClient(url, async (admin) =>
        (
          await admin.query<{ datname: string }>(
            'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
            [`${name}%`],
          )
        ).rows.map((row) => row.datname),
      );
    try {
      const made = await Promise.all(
        Array.from({ length: 4 }, () => makeMigratedPostgres(url, name)),
      );
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await databases()).toEqual([name]);
      // Complete: a copy of it answers with the migrated schema.
      const copy = `${name}_copy`;
      await withAdminClient(url, (admin) =>
        admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`),
      );
      const copyUrl = new URL(url);
      copyUrl.pathname = `/${copy}`;
      const tables = await withAdminClient(copyUrl.toString(), (client) =>
        client.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'songs'"),
      );
      expect(tables.rowCount).toBe(1);
    } finally {
      await withAdminClient(url, async (admin) => {
        for (const leftover of await databases())
          await admin.query(`DROP DATABASE IF EXISTS "${leftover}" WITH (FORCE)`);
      });
    }
  });
});
