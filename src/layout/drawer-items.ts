import {
  IconChartBar,
  IconHome,
  IconMusic,
  IconPlaylist,
  IconPlaylistAdd,
  IconShieldLock,
} from '@tabler/icons-react';
import type { SessionUser } from '../../domain/api';
import { COLLECTION_TEXTS } from '../../domain/playlist-texts';
import { hasRole } from '../../domain/roles';
import { DRAWER_ITEMS, type NavItem } from './nav-items';

/**
 * Spec section 2 side drawer for the person signed in: 'Mis Playlists' after 'Biblioteca',
 * 'Mi Repertorio' and 'Estadísticas' for composers, 'Crear álbum' for composers and admins,
 * 'Admin' for admins only (DECISIONS), and for admins the home link leads to /AdminPage.
 */
export function drawerItemsFor(user: SessionUser | null): NavItem[] {
  if (!user) return DRAWER_ITEMS;
  const admin = hasRole(user.roles, 'admin');
  const items = DRAWER_ITEMS.map((item) =>
    admin && item.href === '/' ? { ...item, href: '/AdminPage', icon: IconHome } : item,
  );
  const library = items.findIndex((item) => item.href === '/Library');
  items.splice(library + 1, 0, {
    label: 'Mis Playlists',
    href: '/PlaylistCardV1',
    icon: IconPlaylist,
  });
  const composer = hasRole(user.roles, 'composer');
  if (composer) {
    items.push({
      label: 'Mi Repertorio',
      href: `/repertoire/${user.credentials_id}`,
      icon: IconMusic,
    });
    // The creator studio: how their songs are heard.
    items.push({ label: 'Estadísticas', href: '/MisEstadisticas', icon: IconChartBar });
  }
  if (composer || admin) {
    // An admin's are the home's seasonal playlists (say what the screen makes).
    const label = composer ? COLLECTION_TEXTS.album.create : COLLECTION_TEXTS.seasonal.create;
    items.push({ label, href: '/uploadPlaylists', icon: IconPlaylistAdd });
  }
  if (admin) items.push({ label: 'Admin', href: '/AdminPage', icon: IconShieldLock });
  return items;
}
