import { IconHome, IconMusic, IconShieldLock } from '@tabler/icons-react';
import type { SessionUser } from '../../domain/api';
import { hasRole } from '../../domain/roles';
import { DRAWER_ITEMS, type NavItem } from './nav-items';

/**
 * Spec section 2 side drawer for the person signed in: 'Mi Repertorio' for composers, 'Admin' for
 * admins only (DECISIONS), and for admins the home link leads to /AdminPage.
 */
export function drawerItemsFor(user: SessionUser | null): NavItem[] {
  if (!user) return DRAWER_ITEMS;
  const admin = hasRole(user.roles, 'admin');
  const items = DRAWER_ITEMS.map((item) =>
    admin && item.href === '/' ? { ...item, href: '/AdminPage', icon: IconHome } : item,
  );
  if (hasRole(user.roles, 'composer')) {
    items.push({
      label: 'Mi Repertorio',
      href: `/repertoire/${user.credentials_id}`,
      icon: IconMusic,
    });
  }
  if (admin) items.push({ label: 'Admin', href: '/AdminPage', icon: IconShieldLock });
  return items;
}
