/**
 * server/db/schema.ts is written by hand beside the SQL migrations: this compares the two. An
 * empty database is migrated, read back from the catalogue, and every table and column drizzle
 * knows (type, NOT NULL, primary key, whether it has a default) must be there exactly as declared,
 * and every table the migrations make must be known to drizzle.
 */
import { generateDrizzleJson } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import * as schema from '../../../server/db/schema';
import { createTempDir } from '../../helpers/temp-dirs';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

interface ColumnShape {
  type: string;
  notNull: boolean;
  primaryKey: boolean;
  hasDefault: boolean;
}
type Shapes = Record<string, Record<string, ColumnShape>>;

/** Tables the migrations own that drizzle does not model (the runner's bookkeeping). */
const NOT_MODELLED = ['schema_migrations'];

/** What the migrated database says, from pg_catalog. */
async function databaseShapes(db: TestDatabase['db']): Promise<Shapes> {
  const rows = await db.rawTransaction((session) =>
    session.query<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
      primary_key: boolean;
      has_default: boolean;
    }>(`
      SELECT c.relname AS table_name, a.attname AS column_name,
             format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
             EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary
                     AND a.attnum = ANY (i.indkey)) AS primary_key,
             (a.atthasdef OR a.attidentity <> '') AS has_default
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`),
  );
  const shapes: Shapes = {};
  for (const row of rows) {
    if (NOT_MODELLED.includes(row.table_name)) continue;
    shapes[row.table_name] ??= {};
    shapes[row.table_name][row.column_name] = {
      type: row.type,
      notNull: row.not_null,
      primaryKey: row.primary_key,
      hasDefault: row.has_default,
    };
  }
  return shapes;
}

interface SnapshotColumn {
  name: string;
  type: string;
  primaryKey: boolean;
  notNull: boolean;
  default?: unknown;
  identity?: unknown;
  generated?: unknown;
}
interface SnapshotTable {
  name: string;
  columns: Record<string, SnapshotColumn>;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
}

/** What schema.ts declares, as drizzle-kit reads it. */
function drizzleShapes(): Shapes {
  const snapshot = generateDrizzleJson(schema) as unknown as {
    tables: Record<string, SnapshotTable>;
  };
  const shapes: Shapes = {};
  for (const table of Object.values(snapshot.tables)) {
    const composite = Object.values(table.compositePrimaryKeys).flatMap((key) => key.columns);
    shapes[table.name] = {};
    for (const column of Object.values(table.columns)) {
      const primaryKey = column.primaryKey || composite.includes(column.name);
      shapes[table.name][column.name] = {
        type: column.type,
        // A primary key column is NOT NULL whether or not the declaration says it again.
        notNull: column.notNull || primaryKey,
        primaryKey,
        hasDefault:
          column.default !== undefined ||
          column.identity !== undefined ||
          column.generated !== undefined,
      };
    }
  }
  return shapes;
}

describe('db/schema.ts and the migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(await createTempDir('tambora-drift-'));
    await migrate(testDb.db);
  });
  afterAll(() => testDb?.destroy());

  it('name the same tables', async () => {
    const database = await databaseShapes(testDb.db);
    expect(Object.keys(drizzleShapes()).sort()).toEqual(Object.keys(database).sort());
  });

  it('give every table the same columns, types, NOT NULLs, keys and defaults', async () => {
    const database = await databaseShapes(testDb.db);
    const declared = drizzleShapes();
    // Every difference at once, each saying what the migrations made and what drizzle believes.
    const differences: string[] = [];
    for (const [table, columns] of Object.entries(database)) {
      for (const [column, made] of Object.entries(columns)) {
        const believed = declared[table]?.[column];
        if (JSON.stringify(made) !== JSON.stringify(believed)) {
          differences.push(
            `${table}.${column}: migraciones ${JSON.stringify(made)}, schema.ts ${JSON.stringify(believed ?? null)}`,
          );
        }
      }
    }
    for (const [table, columns] of Object.entries(declared)) {
      for (const column of Object.keys(columns)) {
        if (!database[table]?.[column]) differences.push(`${table}.${column}: solo en schema.ts`);
      }
    }
    expect(differences).toEqual([]);
  });
});
