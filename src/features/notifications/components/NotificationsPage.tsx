import { Button, Tabs, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db, type NotificationEntry } from '../../../lib/db';
import { markAllRead, markRead, removeNotification } from '../actions';
import { EMPTY_TEXTS, MARK_ALL_READ, NOTIFICATION_TABS, type NotificationTab } from '../texts';
import { NotificationItem } from './NotificationItem';
import classes from './NotificationsPage.module.css';

type StoredNotification = NotificationEntry & { id: number };

function isTab(value: string | null): value is NotificationTab {
  return NOTIFICATION_TABS.some((tab) => tab.value === value);
}

function inTab(entry: NotificationEntry, tab: NotificationTab): boolean {
  if (tab === 'no-leidas') return entry.read === 0;
  if (tab === 'leidas') return entry.read === 1;
  return true;
}

/**
 * /NotificationsView (spec section 2): the local notifications (DECISIONS "Notifications"),
 * newest first, in tabs Todas / No leídas / Leídas, each readable and removable. Everything is in
 * IndexedDB, so it works offline, and it follows every write live (as the bell does).
 */
export function NotificationsPage() {
  const [tab, setTab] = useState<NotificationTab>('todas');
  const all = useLiveQuery(
    () => db.notifications.orderBy('time').reverse().toArray() as Promise<StoredNotification[]>,
    [],
  );
  // Times are relative to when the list was last read, which a write refreshes anyway.
  const now = Date.now();
  const unread = all?.filter((entry) => entry.read === 0).length ?? 0;

  return (
    <section className={classes.page} aria-labelledby="notificaciones-titulo">
      <div className={classes.header}>
        <h1 className={classes.title} id="notificaciones-titulo">
          Notificaciones
        </h1>
        <Button
          variant="light"
          color="tamboraBlue"
          leftSection={<IconChecks size={18} aria-hidden />}
          disabled={unread === 0}
          onClick={() => void markAllRead()}
        >
          {MARK_ALL_READ}
        </Button>
      </div>
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List className={classes.tabList}>
          {NOTIFICATION_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {NOTIFICATION_TABS.map((item) => {
          const shown = all?.filter((entry) => inTab(entry, item.value)) ?? [];
          return (
            <Tabs.Panel key={item.value} value={item.value} className={classes.panel}>
              {all === undefined ? null : shown.length === 0 ? (
                <Text c="dimmed" className={classes.empty}>
                  {EMPTY_TEXTS[item.value]}
                </Text>
              ) : (
                <ul className={classes.list} aria-label={`Notificaciones: ${item.label}`}>
                  {shown.map((entry) => (
                    <NotificationItem
                      key={entry.id}
                      entry={entry}
                      now={now}
                      onMarkRead={(id) => void markRead(id)}
                      onRemove={(id) => void removeNotification(id)}
                    />
                  ))}
                </ul>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </section>
  );
}
