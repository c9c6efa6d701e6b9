import { Drawer, NavLink, Stack } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '../features/auth/session-store';
import { InstallEntry } from '../features/install/InstallEntry';
import { RouterAnchor } from '../lib/RouterAnchor';
import { drawerItemsFor } from './drawer-items';
import { isCurrentPath } from './nav-items';

export interface SideDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec section 2 side drawer: opens with the menu button, closes on backdrop click and on navigation. */
export function SideDrawer({ opened, onClose }: SideDrawerProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const lastPath = useRef(pathname);
  const user = useSessionUser();

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <Drawer
      id="menu-lateral"
      opened={opened}
      onClose={onClose}
      title="Menú"
      size={280}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
      closeOnClickOutside
      // Mantine draws the drawer's title bar as a <header>, which outside <main> is a second
      // "banner" landmark beside the top bar while the drawer is open or closing.
      attributes={{ header: { role: 'none' } }}
    >
      <nav aria-label="Menú principal">
        <Stack gap={4}>
          {drawerItemsFor(user).map(({ label, href, icon: Icon }) => {
            const active = isCurrentPath(pathname, href);
            return (
              <NavLink
                key={label}
                component={RouterAnchor}
                href={href}
                label={label}
                leftSection={<Icon size={20} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                // Same-page clicks do not change the path, so close explicitly as well.
                onClick={onClose}
                variant="filled"
              />
            );
          })}
          <InstallEntry as="menu" />
        </Stack>
      </nav>
    </Drawer>
  );
}
