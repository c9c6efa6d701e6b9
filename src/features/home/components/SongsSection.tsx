import { memo } from 'react';
import type { Song } from '../../../../domain/api';
import { songRowSize } from '../../../../domain/row-sizes';
import {
  SONG_CARD_LINES,
  SONG_CARD_WITH_NOTE_LINES,
  SongCard,
} from '../../songs/components/SongCard';
import type { RowQuery } from '../drawn-query';
import type { HomeViewport } from '../use-viewport';
import { CardsSection, type MorePath } from './CardsSection';

export interface SongsSectionProps {
  id: string;
  title: string;
  empty: string;
  /** A query's state as drawn (useDrawnQuery); the recent plays pass IndexedDB's answer. */
  query: RowQuery<Song[]>;
  viewport: HomeViewport;
  /** The row's full, paginated list ('Ver más'). */
  morePath?: MorePath;
  /** A line under each card ('Para ti': why the song is there). */
  noteOf?: (song: Song) => string | undefined;
}

/**
 * A home row of songs, each played within the row. Memoised: it draws again only when its query's
 * drawn state or the viewport changes.
 */
export const SongsSection = memo(function SongsSection({
  query,
  viewport,
  noteOf,
  ...section
}: SongsSectionProps) {
  const songs = query.data ?? [];
  return (
    <CardsSection
      {...section}
      query={query}
      viewport={viewport}
      size={songRowSize(viewport)}
      cardLines={noteOf ? SONG_CARD_WITH_NOTE_LINES : SONG_CARD_LINES}
      getKey={(song) => song.song_id}
      renderItem={(song) => <SongCard song={song} list={songs} note={noteOf?.(song)} />}
    />
  );
});
