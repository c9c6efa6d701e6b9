/** A repeating event (a new version still waiting) is one unread notification. */
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_VERSION_READY } from '../../../src/features/notifications/events';
import { recordNotification } from '../../../src/features/notifications/record';
import { db } from '../../../src/lib/db';

beforeEach(async () => {
  await db.notifications.clear();
});

describe('recordNotification', () => {
  it('says a repeating event once until it is read, then again', async () => {
    await recordNotification(NEW_VERSION_READY, { unlessUnread: true });
    await recordNotification(NEW_VERSION_READY, { unlessUnread: true });
    expect(await db.notifications.count()).toBe(1);
    await db.notifications.toCollection().modify({ read: 1 });
    await recordNotification(NEW_VERSION_READY, { unlessUnread: true });
    expect(await db.notifications.count()).toBe(2);
  });

  it('writes every other event each time', async () => {
    await recordNotification(NEW_VERSION_READY);
    await recordNotification(NEW_VERSION_READY);
    expect(await db.notifications.count()).toBe(2);
  });
});
