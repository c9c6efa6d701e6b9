import { db as appDb, type TamboraDb } from '../../lib/db';

export async function markRead(id: number, database: TamboraDb = appDb): Promise<void> {
  await database.notifications.update(id, { read: 1 });
}

export async function markAllRead(database: TamboraDb = appDb): Promise<number> {
  return database.notifications.where('read').equals(0).modify({ read: 1 });
}

export async function removeNotification(id: number, database: TamboraDb = appDb): Promise<void> {
  await database.notifications.delete(id);
}
