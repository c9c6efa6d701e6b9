/**
 * Databases of the app's own schema for one test file: each call opens a new one, and every one
 * opened is closed and deleted after each test, so no test meets another's rows.
 */
import { afterEach } from 'vitest';
import { createDb, type TamboraDb } from '../../../src/lib/db';

export function freshDatabases(prefix: string): (name?: string) => TamboraDb {
  const opened: TamboraDb[] = [];
  let counter = 0;
  afterEach(async () => {
    for (const database of opened.splice(0)) {
      database.close();
      await database.delete();
    }
  });
  return (name = `${prefix}-${Date.now()}-${counter++}`) => {
    const database = createDb(name);
    opened.push(database);
    return database;
  };
}
