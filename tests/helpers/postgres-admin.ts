/** A connection to a PostgreSQL server for what tests do to whole databases (create, copy, drop). */
import pg from 'pg';

/** Runs `work` on a connection to `url`, closed afterwards. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
