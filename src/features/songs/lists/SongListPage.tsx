import { Text, Title } from '@mantine/core';
import type { Song } from '../../../../domain/api';
import { CardGrid } from '../../../components/lists/CardGrid';
import frame from '../../../components/lists/ListFrame.module.css';
import { ListPager } from '../../../components/lists/ListPager';
import { ListStatus } from '../../../components/lists/ListStatus';
import { SongCard } from '../components/SongCard';
import classes from './SongListPage.module.css';

export interface SongListPageProps {
  title: string;
  /** The songs of this page, already cut to 30. */
  songs: readonly Song[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  empty: string;
  /** Each card says how often the song was played (the composer's own list). */
  showPlays?: boolean;
  /** A line under each card ('Para ti': why the song is there). */
  noteOf?: (song: Song) => string | undefined;
  /** A sentence under the title saying what the list is. */
  intro?: string;
}

/** A paginated song list (spec sections 2 and 9): 30 cards a page, 'Loading...', 'Error: {message}'. */
export function SongListPage({
  title,
  songs,
  status,
  error,
  page,
  pages,
  onPage,
  empty,
  showPlays = false,
  noteOf,
  intro,
}: SongListPageProps) {
  const headingId = 'lista-canciones';
  return (
    <section className={classes.page} aria-labelledby={headingId}>
      <Title order={1} id={headingId} className={frame.title}>
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <ListStatus status={status} error={error} />
      {status === 'success' && (
        <CardGrid
          items={songs ?? []}
          label={title}
          empty={empty}
          getKey={(song) => song.song_id}
          renderItem={(song) => (
            <SongCard song={song} list={songs} showPlays={showPlays} note={noteOf?.(song)} />
          )}
        />
      )}
      <ListPager page={page} pages={pages} onPage={onPage} />
    </section>
  );
}
