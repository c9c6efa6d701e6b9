/**
 * The app's PostgreSQL sessions (docs/architecture.md "At a million songs: what each request
 * reads"): no JIT, which compiled the quick search for 56 of its 60 ms at a million songs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/database';
import { createTempDir } from '../../helpers/temp-dirs';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../helpers/test-database';

let database: TestDatabase;

describe.skipIf(!testDatabaseUrl())('a PostgreSQL session of the app', () => {
  beforeAll(async () => {
    database = await createTestDatabase(await createTempDir('tambora-session-'));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('never compiles a statement (jit off on every pooled connection)', async () => {
    // More than one connection at once: each is opened with the option, not just the first.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        database.db.orm.execute(sql`SELECT current_setting('jit') AS jit, pg_sleep(0.05)`),
      ),
    );
    expect(answers.map((answer) => rowsOf<{ jit: string }>(answer)[0].jit)).toEqual([
      'off',
      'off',
      'off',
    ]);
  });
});
