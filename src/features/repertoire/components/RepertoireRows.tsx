import { useIsNarrow } from '../../../lib/breakpoints';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { PlaylistCard } from '../../playlists/components/PlaylistCard';
import { repertoirePlaylistsQueryOptions, repertoireSongsQueryOptions } from '../../profiles/api';
import { SongCard } from '../../songs/components/SongCard';
import { compositionRowSize, playlistRowSize, repertoireRow } from '../row-sizes';
import { RepertoireRow } from './RepertoireRow';

export interface RowTexts {
  title: string;
  empty: string;
  allLabel: string;
}

/** A person's compositions (private ones only when the server lets the viewer see them). */
export function CompositionsRow({
  userId,
  texts,
  showPlays = false,
}: {
  userId: number;
  texts: RowTexts;
  /** The composer's own repertoire: each card says how often it was played. */
  showPlays?: boolean;
}) {
  const narrow = useIsNarrow();
  const query = usePersistedQuery(repertoireSongsQueryOptions(repertoireRow(userId)));
  return (
    <RepertoireRow
      id={`composiciones-${userId}`}
      title={texts.title}
      items={query.data?.items}
      total={query.data?.total ?? 0}
      status={query.status}
      error={query.error}
      size={compositionRowSize(narrow)}
      scroll={narrow}
      empty={texts.empty}
      allHref={`/RepertoireSongs/${userId}`}
      allLabel={texts.allLabel}
      getKey={(song) => song.song_id}
      renderItem={(song) => <SongCard song={song} showPlays={showPlays} />}
    />
  );
}

/** A person's repertoire playlists (private ones for the owner only). */
export function RepertoirePlaylistsRow({ userId, texts }: { userId: number; texts: RowTexts }) {
  const narrow = useIsNarrow();
  const query = usePersistedQuery(repertoirePlaylistsQueryOptions(repertoireRow(userId)));
  return (
    <RepertoireRow
      id={`playlists-${userId}`}
      title={texts.title}
      items={query.data?.items}
      total={query.data?.total ?? 0}
      status={query.status}
      error={query.error}
      size={playlistRowSize(narrow)}
      scroll={narrow}
      empty={texts.empty}
      allHref={`/RepertoirePlaylist/${userId}`}
      allLabel={texts.allLabel}
      getKey={(playlist) => playlist.playlist_id}
      renderItem={(playlist) => <PlaylistCard playlist={playlist} />}
    />
  );
}

/** A composer's 'Composiciones' on their profile, with the link to all of them. */
export function ProfileCompositions({ userId, name }: { userId: number; name: string }) {
  return (
    <CompositionsRow
      userId={userId}
      texts={{
        title: 'Composiciones',
        empty: 'Aún no hay composiciones.',
        allLabel: `Ver todas las composiciones de ${name}`,
      }}
    />
  );
}
