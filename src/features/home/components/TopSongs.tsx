import { useDrawnQuery } from '../drawn-query';
import { useTopSongs } from '../queries';
import type { HomeViewport } from '../use-viewport';
import { SongsSection } from './SongsSection';

/** Spec section 2: listeners also get 'Las mas votadas', the top 10 songs by likes. */
export function TopSongs({ viewport }: { viewport: HomeViewport }) {
  const query = useDrawnQuery(useTopSongs());
  return (
    <SongsSection
      id="las-mas-votadas"
      title="Las mas votadas"
      empty="Todavía no hay canciones con votos."
      query={query}
      viewport={viewport}
    />
  );
}
