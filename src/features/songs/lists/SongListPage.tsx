import type { Song } from '../../../../domain/api';
import { CardListPage, type CardListPageProps } from '../../../components/lists/CardListPage';
import { SongCard } from '../components/SongCard';

export interface SongListPageProps
  extends Omit<CardListPageProps<Song>, 'items' | 'getKey' | 'renderItem'> {
  /** The songs of this page, already cut to 30. */
  songs: readonly Song[] | undefined;
  /** Each card says how often the song was played (the composer's own list). */
  showPlays?: boolean;
  /** A line under each card ('Para ti': why the song is there). */
  noteOf?: (song: Song) => string | undefined;
}

/** A paginated song list (spec sections 2 and 9), each song played within the page. */
export function SongListPage({ songs, showPlays = false, noteOf, ...page }: SongListPageProps) {
  return (
    <CardListPage
      {...page}
      items={songs}
      getKey={(song) => song.song_id}
      renderItem={(song) => (
        <SongCard song={song} list={songs} showPlays={showPlays} note={noteOf?.(song)} />
      )}
    />
  );
}
