import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { AppMenu } from '../components/AppMenu';
import { db, type NotificationEntry } from '../lib/db';
import { RouterAnchor } from '../lib/RouterAnchor';

/** The bell shows the newest few; the full list is /NotificationsView. */
export const BELL_LIMIT = 5;
export const NO_NOTIFICATIONS = 'Aun no hay notificaciones';

const EMPTY: NotificationEntry[] = [];

/** Spec section 2 bell menu: local notifications (DECISIONS "Notifications"), newest first. */
export function NotificationsMenu({ compact }: { compact: boolean }) {
  const latest =
    useLiveQuery(
      () => db.notifications.orderBy('time').reverse().limit(BELL_LIMIT).toArray(),
      [],
    ) ?? EMPTY;
  const unread = useLiveQuery(() => db.notifications.where('read').equals(0).count(), []) ?? 0;

  return (
    // The indicator wraps the whole menu so the menu's ARIA goes to the button itself.
    <Indicator
      disabled={unread === 0}
      label={unread > 9 ? '9+' : unread}
      size={16}
      color="tamboraRed"
      offset={6}
    >
      <AppMenu
        position="bottom-end"
        // The top bar is sticky, so the trigger never leaves the screen: nothing to hide on scroll.
        hideDetached={false}
        returnFocus
        // Mantine's focus placeholder is a role=presentation child that a menu may not contain (axe).
        withInitialFocusPlaceholder={false}
        width={300}
        shadow="md"
        withinPortal
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size={compact ? 'lg' : 'xl'}
            aria-label="Notificaciones"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Notificaciones</Menu.Label>
          {latest.length === 0 ? (
            <Text size="sm" px="sm" py="xs" c="dimmed">
              {NO_NOTIFICATIONS}
            </Text>
          ) : (
            latest.map((item) => (
              <Menu.Item key={item.id} component={RouterAnchor} href="/NotificationsView">
                <Text size="sm" fw={item.read ? 400 : 700} lineClamp={1}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.description}
                </Text>
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item component={RouterAnchor} href="/NotificationsView" fw={700}>
            Notificaciones
          </Menu.Item>
        </Menu.Dropdown>
      </AppMenu>
    </Indicator>
  );
}
