/**
 * What each screen is called (WCAG 2.4.2): `{what is on the page} · Tambora`
 * in the tab, the history, the task switcher and a screen reader. A route's name comes from this
 * table; a screen whose name is its data (a song, a person, a playlist) says it with
 * usePageTitle once the data is there, online or from what is kept offline.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

export const SITE_NAME = 'Tambora';

export function pageTitle(what: string | null | undefined): string {
  return what ? `${what} · ${SITE_NAME}` : SITE_NAME;
}

type Params = Record<string, string | undefined>;

/** Route id → the page's name; for data pages, what to say until the data arrives. */
export const PAGE_TITLES: Record<string, string | ((params: Params) => string)> = {
  '/': 'Inicio',
  '/search': 'Buscar',
  '/SearchView/$searchQuery': ({ searchQuery }) => `Buscar «${searchQuery ?? ''}»`,
  '/Library': 'Mi biblioteca',
  '/ParaTi': 'Para ti',
  '/Novedades': 'Novedades',
  '/Descargas': 'Descargas',
  '/UserSettings': 'Configuración',
  '/NotificationsView': 'Notificaciones',
  '/LoginPageV1': 'Iniciar sesión',
  '/RegisterPageV1': 'Crear cuenta',
  '/ChooseRegister': 'Crear cuenta',
  '/SocialLogin': 'Iniciar sesión',
  '/FormPasswordForgotten': 'Recuperar contraseña',
  '/FormOTPInput': 'Código de verificación',
  '/FormOTPInputValidateEmail': 'Código de verificación',
  '/FormRestorePassword': 'Nueva contraseña',
  '/FormRegisterValidated': 'Cuenta creada',
  '/FormTermsCon': 'Términos y condiciones',
  '/FormGeneralInfo': 'Tus datos',
  '/FormGeneralInfoUser': 'Tus datos',
  '/FormPersonalInfo': 'Datos personales',
  '/FormPersonalInfoUser': 'Datos personales',
  '/FormFirstSong': 'Tu primera canción',
  '/Artist/$songId': 'Canción',
  '/ComposerPerfil/$userId': 'Perfil',
  '/UserPerfil/$userId': 'Perfil',
  '/EditPerfil/$userId': 'Editar perfil',
  '/EditPerfilUser/$userId': 'Editar perfil',
  '/EditProfileAdmin/$userId': 'Editar perfil',
  '/EditSongAdmin/$songId': 'Editar canción',
  '/EditSongRepertorie/$songId': 'Editar canción',
  '/EditPlaylistLibrary/$playlistId': 'Editar playlist',
  '/EditPlaylistRepertoire/$playlistId': 'Editar álbum',
  '/PlaylistSongsCard/$playlistId': 'Playlist',
  '/repertoire/': 'Repertorio',
  '/repertoire/$userId': 'Repertorio',
  '/RepertoireSongs/$userId': 'Canciones del repertorio',
  '/RepertoirePlaylist/$userId': 'Álbumes del repertorio',
  '/RepertoirePlaylistCardList': 'Álbumes',
  '/PlaylistCardListRepertoire': 'Álbumes',
  '/PlaylistCardListSearch': 'Playlists',
  '/PlaylistCardV1': 'Playlists',
  '/RecentlyUploaded': 'Recién subidas',
  '/RecommendedSongs': 'Recomendadas',
  '/artists': 'Compositores',
  '/uploadSong': 'Subir canción',
  '/uploadPlaylists': 'Crear playlist',
  '/AddSongPlaylistCard': 'Añadir canciones',
  '/AddedSongPlaylistCard': 'Canciones añadidas',
  '/SongCardListUploadPlaylists': 'Añadir canciones',
  '/SongCardListUploadPlaylistsAdded': 'Canciones añadidas',
  '/AdminPage': 'Administración',
  '/AdminStadisticPage': 'Estadísticas',
  '/MisEstadisticas': 'Mis estadísticas',
};

export function routeTitle(routeId: string, params: Params): string | null {
  const entry = PAGE_TITLES[routeId];
  if (entry === undefined) return null;
  return typeof entry === 'function' ? entry(params) : entry;
}

/** The name a data page gave itself, for the address it was given on. */
let dataTitle: { href: string; what: string } | null = null;
const listeners = new Set<() => void>();

function setDataTitle(next: { href: string; what: string } | null) {
  dataTitle = next;
  for (const listener of listeners) listener();
}

/** The data page's own name while its address is the current one. */
export function useDataTitle(href: string): string | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dataTitle,
  );
  return current?.href === href ? current.what : null;
}

/** The address as the title is keyed: the router's, which is the page's. */
export function useCurrentAddress(): string {
  return useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
}

/** A screen named by its data: the song's title, the person's name, the playlist's name. */
export function usePageTitle(what: string | null | undefined): void {
  const href = useCurrentAddress();
  useEffect(() => {
    if (!what) return;
    setDataTitle({ href, what });
    return () => {
      if (dataTitle?.href === href && dataTitle.what === what) setDataTitle(null);
    };
  }, [href, what]);
}
