import { memo } from 'react';
import type { Song } from '../../../../domain/api';
import { songRowSize } from '../../../../domain/row-sizes';
import { CardRow, PlaceholderRow } from '../../../components/CardRow';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { errorText } from '../../../lib/api-errors';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import {
  SONG_CARD_LINES,
  SONG_CARD_WITH_NOTE_LINES,
  SongCard,
} from '../../songs/components/SongCard';
import type { RowQuery } from '../drawn-query';
import type { HomeViewport } from '../use-viewport';
import { HomeSection } from './HomeSection';
import classes from './HomeSection.module.css';

export interface SongsSectionProps {
  id: string;
  title: string;
  empty: string;
  /** A query's state as drawn (useDrawnQuery); the recent plays pass IndexedDB's answer. */
  query: RowQuery<Song[]>;
  viewport: HomeViewport;
  /** The row's full, paginated list ('Ver más'). */
  morePath?: '/RecommendedSongs' | '/RecentlyUploaded' | '/ParaTi' | '/Novedades';
  /** A line under each card ('Para ti': why the song is there). */
  noteOf?: (song: Song) => string | undefined;
}

/**
 * A home row of songs with the spec's song-list texts ('Loading...', 'Error: {message}'). Memoised:
 * it draws again only when its query's drawn state or the viewport changes.
 */
export const SongsSection = memo(function SongsSection({
  id,
  title,
  empty,
  query,
  viewport,
  morePath,
  noteOf,
}: SongsSectionProps) {
  const size = songRowSize(viewport);
  const songs = query.data ?? [];
  return (
    <HomeSection
      id={id}
      title={title}
      texts={{ loading: 'Loading...', empty, error: (message) => `Error: ${message}` }}
      status={query.status}
      errorMessage={query.error ? errorText(query.error) : undefined}
      isEmpty={songs.length === 0}
      placeholder={
        <PlaceholderRow
          size={size}
          scroll={viewport.narrow}
          card={<CardSkeleton lines={noteOf ? SONG_CARD_WITH_NOTE_LINES : SONG_CARD_LINES} />}
        />
      }
      moreLink={
        morePath && (
          <RouterAnchor href={morePath} className={classes.more} aria-label={`Ver más: ${title}`}>
            Ver más
          </RouterAnchor>
        )
      }
    >
      <CardRow
        items={songs}
        size={size}
        scroll={viewport.narrow}
        label={title}
        getKey={(song) => song.song_id}
        renderItem={(song) => <SongCard song={song} list={songs} note={noteOf?.(song)} />}
      />
    </HomeSection>
  );
});
