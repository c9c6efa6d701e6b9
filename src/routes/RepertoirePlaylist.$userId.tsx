import { createFileRoute } from '@tanstack/react-router';
import { RepertoireListRoute } from '../features/repertoire/components/RepertoireListRoute';
import { RepertoirePlaylistsPage } from '../features/repertoire/components/RepertoirePlaylistsPage';
import { validateListSearch } from '../features/songs/lists/search-params';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/RepertoirePlaylist/$userId')({
  params: idParams('userId'),
  validateSearch: validateListSearch,
  component: RepertoirePlaylistRoute,
});

function RepertoirePlaylistRoute() {
  return <RepertoireListRoute route={Route} list={RepertoirePlaylistsPage} />;
}
