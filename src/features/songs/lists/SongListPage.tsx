import { Alert, Loader, Pagination, Text, Title } from '@mantine/core';
import type { Song } from '../../../../domain/api';
import { errorMessage } from '../../../lib/http';
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
}: SongListPageProps) {
  const headingId = 'lista-canciones';
  return (
    <section className={classes.page} aria-labelledby={headingId}>
      <Title order={1} id={headingId} className={classes.title}>
        {title}
      </Title>
      {status === 'pending' && (
        <div role="status" className={classes.state}>
          <Loader size="sm" aria-hidden />
          <Text>Loading...</Text>
        </div>
      )}
      {status === 'error' && (
        <Alert
          role="alert"
          color="tamboraRed"
          variant="light"
          styles={{ message: { color: 'var(--mantine-color-tamboraRed-9)' } }}
        >
          {`Error: ${errorMessage(error)}`}
        </Alert>
      )}
      {status === 'success' &&
        (songs && songs.length > 0 ? (
          <ul className={classes.grid} aria-label={title}>
            {songs.map((song) => (
              <li key={song.song_id} className={classes.cell}>
                <SongCard song={song} />
              </li>
            ))}
          </ul>
        ) : (
          <Text c="dimmed">{empty}</Text>
        ))}
      {pages > 1 && (
        <nav aria-label="Páginas" className={classes.pager}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => {
              if (control === 'previous') return { 'aria-label': 'Página anterior' };
              if (control === 'next') return { 'aria-label': 'Página siguiente' };
              return {};
            }}
            getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
          />
        </nav>
      )}
    </section>
  );
}
