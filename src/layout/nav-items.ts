import {
  IconBell,
  IconBooks,
  IconCompass,
  IconDownload,
  IconHome,
  type IconProps,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  label: string;
  href: string;
  icon: ComponentType<IconProps>;
}

/** Spec section 2 side drawer (visitor): the composer and admin entries come with sign-in. */
export const DRAWER_ITEMS: NavItem[] = [
  { label: 'Inicio', href: '/', icon: IconHome },
  { label: 'Explorar', href: '/search', icon: IconCompass },
  { label: 'Biblioteca', href: '/Library', icon: IconBooks },
  // Saved music on this device, for visitors too.
  { label: 'Descargas', href: '/Descargas', icon: IconDownload },
];

/** Spec section 2 mobile bottom bar. */
export function bottomBarItems(profileHref: string): NavItem[] {
  return [
    { label: 'Inicio', href: '/', icon: IconHome },
    { label: 'Explorar', href: '/search', icon: IconCompass },
    { label: 'Notificaciones', href: '/NotificationsView', icon: IconBell },
    { label: 'Perfil', href: profileHref, icon: IconUser },
  ];
}

/** A path is "current" for its own page; the home link only for '/'. */
export function isCurrentPath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
