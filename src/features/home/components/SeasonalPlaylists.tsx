import { memo } from 'react';
import type { Playlist } from '../../../../domain/api';
import { playlistRowSize } from '../../../../domain/row-sizes';
import { CardRow, PlaceholderRow } from '../../../components/CardRow';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { errorText, responseOf } from '../../../lib/api-errors';
import { PLAYLIST_CARD_LINES } from '../../playlists/components/PlaylistCard';
import { PlaylistLink } from '../../playlists/components/PlaylistLink';
import { type RowQuery, useDrawnQuery } from '../drawn-query';
import { useSeasonalPlaylists } from '../queries';
import type { HomeViewport } from '../use-viewport';
import { HomeSection } from './HomeSection';

const texts = {
  loading: 'Loading...',
  empty: 'No se encontraron playlists.',
  error: (message: string) => `Error: ${message}`,
};

/** 'Música de Temporada': the admin-curated playlists. Spec section 8: a 404 is an empty list. */
export function SeasonalPlaylists({ viewport }: { viewport: HomeViewport }) {
  return <PlaylistsRow query={useDrawnQuery(useSeasonalPlaylists())} viewport={viewport} />;
}

const PlaylistsRow = memo(function PlaylistsRow({
  query,
  viewport,
}: {
  query: RowQuery<Playlist[]>;
  viewport: HomeViewport;
}) {
  const size = playlistRowSize(viewport);
  const notFound = responseOf(query.error)?.status === 404;
  const playlists = query.data ?? [];
  return (
    <HomeSection
      id="musica-de-temporada"
      title="Música de Temporada"
      texts={texts}
      status={notFound ? 'success' : query.status}
      errorMessage={query.error ? errorText(query.error) : undefined}
      isEmpty={playlists.length === 0}
      placeholder={
        <PlaceholderRow
          size={size}
          scroll={viewport.narrow}
          card={<CardSkeleton lines={PLAYLIST_CARD_LINES} />}
        />
      }
    >
      <CardRow
        items={playlists}
        size={size}
        scroll={viewport.narrow}
        label="Música de Temporada"
        getKey={(playlist) => playlist.playlist_id}
        renderItem={(playlist) => <PlaylistLink playlist={playlist} />}
      />
    </HomeSection>
  );
});
