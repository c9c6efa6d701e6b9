/**
 * Raw rows (database column names, as a hand-written query or json_agg returns them) turned into
 * the rows drizzle's own selects give, so the mappers to API shapes serve both.
 */
import { type Column, getTableColumns, type Table } from 'drizzle-orm';

/** The table's columns, qualified and quoted, for a hand-written SELECT list (no generated search columns). */
export function selectListOf(table: Table, qualifier: string): string {
  return Object.values(getTableColumns(table))
    .map((column) => `"${qualifier}"."${column.name}"`)
    .join(', ');
}

/**
 * A row keyed by column name (values as the driver or JSON gives them: timestamps may be ISO
 * strings) as `table.$inferSelect`.
 */
export function rowFromDriver<T extends Table>(
  table: T,
  record: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

// Listing a table's columns copies them; search pages map a dozen rows per request.
const columnLists = new WeakMap<Table, [string, Column][]>();

function columnsOf(table: Table): [string, Column][] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnLists.set(table, columns);
  }
  return columns;
}
