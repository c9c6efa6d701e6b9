import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import type { Novedad, NovedadSong } from '../../../../domain/follows';
import { PlaylistLink } from '../../playlists/components/PlaylistLink';
import { SongCard } from '../../songs/components/SongCard';

/**
 * The songs of a list of 'Novedades': a song's card plays it within them. A page kept on the
 * device before albums joined the feed has songs without a kind.
 */
export function novedadSongs(entries: readonly Novedad[]): NovedadSong[] {
  return entries.filter((entry): entry is NovedadSong => entry.kind !== 'album');
}

/** An album and a song can share an id: the key says which it is. */
export function novedadKey(entry: Novedad): string {
  return entry.kind === 'album' ? `album-${entry.playlist_id}` : `song-${entry.song_id}`;
}

/**
 * An entry of 'Novedades': a song's card, played within `songs`, or an album's, which opens the
 * album and says whose it is.
 */
export function NovedadCard({ entry, songs }: { entry: Novedad; songs: readonly NovedadSong[] }) {
  if (entry.kind === 'album') {
    return <PlaylistLink playlist={entry} byline={FOLLOW_TEXTS.albumBy(entry.creator)} />;
  }
  return <SongCard song={entry} list={songs} />;
}
