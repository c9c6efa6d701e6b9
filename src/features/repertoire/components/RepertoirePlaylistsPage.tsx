import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CardGrid } from '../../../components/lists/CardGrid';
import { ListPager } from '../../../components/lists/ListPager';
import { ListStatus } from '../../../components/lists/ListStatus';
import { PlaylistCard } from '../../playlists/components/PlaylistCard';
import { repertoirePlaylistsQueryOptions } from '../../profiles/api';
import { repertoirePage } from '../row-sizes';
import classes from './RepertoirePage.module.css';
import { pageCount, type RepertoireListProps } from './RepertoireSongsPage';
import { useListOwner } from './use-owner-name';

/**
 * /RepertoirePlaylist/{userId}: a person's repertoire playlists, 30 a page; private ones reach
 * the owner only. Spec texts: 'No se encontraron playlists.', 'Error: {message}'.
 */
export function RepertoirePlaylistsPage({ userId, page, onPage }: RepertoireListProps) {
  const owner = useListOwner(userId);
  const query = useQuery({
    ...repertoirePlaylistsQueryOptions(repertoirePage(userId, page)),
    placeholderData: keepPreviousData,
  });
  const title = owner.own
    ? 'Mis playlists'
    : owner.name
      ? `Playlists de ${owner.name}`
      : 'Playlists';
  const pages = pageCount(query.data?.total ?? 0);
  return (
    <section className={classes.page} aria-labelledby="lista-playlists">
      <h1 className={classes.title} id="lista-playlists">
        {title}
      </h1>
      <ListStatus status={query.status} error={query.error} />
      {query.status === 'success' && (
        <CardGrid
          items={query.data.items}
          label={title}
          empty="No se encontraron playlists."
          getKey={(playlist) => playlist.playlist_id}
          renderItem={(playlist) => <PlaylistCard playlist={playlist} />}
        />
      )}
      <ListPager page={page} pages={pages} onPage={onPage} />
    </section>
  );
}
