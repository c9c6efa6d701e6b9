/**
 * Where a play starts (the creator studio): the screen the listener pressed play
 * on, or the queue going on by itself. No zod: the player reads these.
 */
export const PLAY_SOURCES = [
  'home',
  'search',
  'song',
  'playlist',
  'profile',
  'queue',
  'downloads',
  'library',
  'other',
  'embed',
] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

export const PLAY_SOURCE_LABELS: Record<PlaySource, string> = {
  home: 'Inicio',
  search: 'Búsqueda',
  song: 'Enlace de la canción',
  playlist: 'Playlists y álbumes',
  profile: 'Perfiles',
  queue: 'Cola y reproducción automática',
  downloads: 'Descargas',
  library: 'Biblioteca',
  other: 'Otros',
  embed: 'Insertado',
};

/** The screens of each source, by the first segment of their address. */
const SCREENS: Record<string, PlaySource> = {
  '': 'home',
  RecentlyUploaded: 'home',
  RecommendedSongs: 'home',
  ParaTi: 'home',
  search: 'search',
  SearchView: 'search',
  PlaylistCardListSearch: 'search',
  Artist: 'song',
  PlaylistSongsCard: 'playlist',
  PlaylistCardV1: 'playlist',
  RepertoirePlaylist: 'playlist',
  PlaylistCardListRepertoire: 'playlist',
  RepertoirePlaylistCardList: 'playlist',
  ComposerPerfil: 'profile',
  UserPerfil: 'profile',
  artists: 'profile',
  repertoire: 'profile',
  RepertoireSongs: 'profile',
  Descargas: 'downloads',
  Library: 'library',
};

/** The source of a play pressed on the screen at `pathname`. */
export function playSourceOf(pathname: string): PlaySource {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(SCREENS, first) ? SCREENS[first] : 'other';
}
