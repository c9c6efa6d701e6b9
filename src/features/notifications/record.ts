import { db as appDb, type NotificationEntry, type TamboraDb } from '../../lib/db';

/** What a writer says; the time and the unread mark are the writer's business, not the caller's. */
export type NotificationInput = Pick<NotificationEntry, 'type' | 'title' | 'description'>;

/**
 * DECISIONS "Notifications": the one way the app writes a local notification. The event it
 * reports has already succeeded, so a failed write (storage full, private mode) must not turn that
 * success into an error: it is dropped and the screen's own message still tells the person.
 */
export async function recordNotification(
  input: NotificationInput,
  {
    unlessUnread = false,
    database = appDb,
    time = Date.now(),
  }: {
    unlessUnread?: boolean;
    database?: TamboraDb;
    /** When it happened, if not now (a notice the server kept since). */
    time?: number;
  } = {},
): Promise<void> {
  try {
    // `unlessUnread`: an event that repeats itself (a new version still waiting) is said once
    // until the person has read it.
    if (unlessUnread) {
      const same = await database.notifications
        .filter(
          (entry) => entry.read === 0 && entry.type === input.type && entry.title === input.title,
        )
        .count();
      if (same > 0) return;
    }
    await database.notifications.add({ ...input, time, read: 0 });
  } catch {
    // See above: the list is a convenience, never the only word on an event.
  }
}
