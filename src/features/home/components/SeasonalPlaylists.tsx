import { CardRow } from '../../../components/CardRow';
import { errorText, responseOf } from '../../../lib/api-errors';
import { PlaylistLink } from '../../playlists/components/PlaylistLink';
import { useSeasonalPlaylists } from '../queries';
import { playlistRowSize } from '../row-sizes';
import type { HomeViewport } from '../use-viewport';
import { HomeSection } from './HomeSection';

const texts = {
  loading: 'Loading...',
  empty: 'No se encontraron playlists.',
  error: (message: string) => `Error: ${message}`,
};

/** 'Música de Temporada': the admin-curated playlists. Spec section 8: a 404 is an empty list. */
export function SeasonalPlaylists({ viewport }: { viewport: HomeViewport }) {
  const query = useSeasonalPlaylists();
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
      placeholders={size}
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
}
