import { and, eq } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database';
import { credentials, playlists } from '../../db/schema';

/** Migration 0005: the browser's key for a playlist creation, so a replay creates it once. */
export const playlistClientKeys = pgTable(
  'playlist_client_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientKey] })],
);

export async function findPlaylistIdByClientKey(
  orm: Orm,
  userId: number,
  clientKey: string,
): Promise<number | null> {
  const [row] = await orm
    .select({ playlistId: playlistClientKeys.playlistId })
    .from(playlistClientKeys)
    .where(and(eq(playlistClientKeys.userId, userId), eq(playlistClientKeys.clientKey, clientKey)));
  return row?.playlistId ?? null;
}

/** True when the key was free and now names `playlistId`; false when a concurrent try took it. */
export async function rememberClientKey(
  tx: Orm,
  userId: number,
  clientKey: string,
  playlistId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(playlistClientKeys)
    .values({ userId, clientKey, playlistId })
    .onConflictDoNothing()
    .returning({ playlistId: playlistClientKeys.playlistId });
  return rows.length === 1;
}
