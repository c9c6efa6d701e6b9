import { Indicator } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../domain/api';
import { MenuOnPress } from '../components/MenuOnPress';
import { db } from '../lib/db';
import { lazyTracked } from '../lib/lazy-tracked';
import { AvatarButton, BellButton } from './TopBarButtons';

// Both menus are built when their button is first pressed (components/MenuOnPress.tsx).
const loadNotificationsMenu = () => import('./NotificationsMenu');
const NotificationsMenu = lazyTracked(async () => ({
  default: (await loadNotificationsMenu()).NotificationsMenu,
}));
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazyTracked(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

export interface SignedInActionsProps {
  user: SessionUser;
  isPhone: boolean;
}

/**
 * Spec section 2 signed-in top bar: the bell with the number of unread notifications, and the
 * avatar menu, two items of the bar's own row (layout/TopBar.tsx). Loaded on demand: a visitor's
 * first visit never downloads it.
 */
export function SignedInActions({ user, isPhone }: SignedInActionsProps) {
  const unread = useLiveQuery(() => db.notifications.where('read').equals(0).count(), []) ?? 0;
  return (
    <>
      {/* The indicator wraps the whole menu so the menu's ARIA goes to the button itself. */}
      <Indicator
        disabled={unread === 0}
        label={unread > 9 ? '9+' : unread}
        size={16}
        color="tamboraRed"
        offset={6}
      >
        <MenuOnPress button={<BellButton compact={isPhone} />} prepare={loadNotificationsMenu}>
          <NotificationsMenu compact={isPhone} />
        </MenuOnPress>
      </Indicator>
      <MenuOnPress button={<AvatarButton user={user} />} prepare={loadAccountMenu}>
        <AccountMenu user={user} />
      </MenuOnPress>
    </>
  );
}
