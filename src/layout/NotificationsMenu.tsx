import { Menu, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { AppMenu } from '../components/AppMenu';
import { useFocusGivenBack, useOpenedOnceBuilt } from '../components/MenuOnPress';
import { db, type NotificationEntry } from '../lib/db';
import { RouterAnchor } from '../lib/RouterAnchor';
import { BellButton } from './TopBarButtons';

/** The bell shows the newest few; the full list is /NotificationsView. */
export const BELL_LIMIT = 5;
export const NO_NOTIFICATIONS = 'Aun no hay notificaciones';

const EMPTY: NotificationEntry[] = [];

/**
 * Spec section 2 bell menu: local notifications (DECISIONS "Notifications"), newest first. Built
 * when the bell is first pressed (layout/SignedInActions.tsx, which shows the unread count).
 */
export function NotificationsMenu({ compact }: { compact: boolean }) {
  const [opened, setOpened] = useOpenedOnceBuilt();
  const { target, dropdown, menuProps } = useFocusGivenBack();
  const latest =
    useLiveQuery(
      () => db.notifications.orderBy('time').reverse().limit(BELL_LIMIT).toArray(),
      [],
    ) ?? EMPTY;

  return (
    <AppMenu
      opened={opened}
      onChange={setOpened}
      {...menuProps}
      position="bottom-end"
      // The top bar is sticky, so the trigger never leaves the screen: nothing to hide on scroll.
      hideDetached={false}
      // Mantine's focus placeholder is a role=presentation child that a menu may not contain (axe).
      withInitialFocusPlaceholder={false}
      width={300}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <BellButton ref={target} compact={compact} />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
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
  );
}
