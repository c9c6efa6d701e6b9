import { Alert, Loader, Pagination, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/http';
import { persistedQueryOptions } from '../../../lib/persisted-query';
import { PlaylistCard } from '../../playlists/components/PlaylistCard';
import { repertoirePlaylistsQuery } from '../../profiles/api';
import { REPERTOIRE_PAGE_SIZE } from '../row-sizes';
import classes from './RepertoirePage.module.css';
import { pageCount, type RepertoireListProps } from './RepertoireSongsPage';
import { useListOwner } from './use-owner-name';

/**
 * /RepertoirePlaylist/{userId}: a person's repertoire playlists, 30 a page; private ones reach
 * the owner only. Spec texts: 'No se encontraron playlists.', 'Error: {message}'.
 */
export function RepertoirePlaylistsPage({ userId, page, onPage }: RepertoireListProps) {
  const owner = useListOwner(userId);
  const params = { userId, limit: REPERTOIRE_PAGE_SIZE, offset: (page - 1) * REPERTOIRE_PAGE_SIZE };
  const query = useQuery({
    ...persistedQueryOptions(repertoirePlaylistsQuery(params)),
    placeholderData: keepPreviousData,
  });
  const title = owner.own
    ? 'Mis playlists'
    : owner.name
      ? `Playlists de ${owner.name}`
      : 'Playlists';
  const pages = pageCount(query.data?.total ?? 0);
  const playlists = query.data?.items ?? [];
  return (
    <section className={classes.page} aria-labelledby="lista-playlists">
      <h1 className={classes.title} id="lista-playlists">
        {title}
      </h1>
      {query.status === 'pending' && (
        <div role="status" className={classes.state}>
          <Loader size="sm" aria-hidden />
          <Text>Loading...</Text>
        </div>
      )}
      {query.status === 'error' && (
        <Alert
          role="alert"
          color="tamboraRed"
          variant="light"
          styles={{ message: { color: 'var(--mantine-color-tamboraRed-9)' } }}
        >
          {`Error: ${errorMessage(query.error)}`}
        </Alert>
      )}
      {query.status === 'success' &&
        (playlists.length > 0 ? (
          <ul className={classes.grid} aria-label={title}>
            {playlists.map((playlist) => (
              <li key={playlist.playlist_id} className={classes.cell}>
                <PlaylistCard playlist={playlist} />
              </li>
            ))}
          </ul>
        ) : (
          <Text c="dimmed">No se encontraron playlists.</Text>
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
