import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../components/lists/search-params';
import { repertoirePlaylistsQueryOptions } from '../features/profiles/api';
import { RepertoireListRoute } from '../features/repertoire/components/RepertoireListRoute';
import { RepertoirePlaylistsPage } from '../features/repertoire/components/RepertoirePlaylistsPage';
import { repertoirePage } from '../features/repertoire/row-sizes';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/RepertoirePlaylist/$userId')({
  params: idParams('userId'),
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params: { userId }, deps: { page } }) => {
    if (userId !== null)
      startQuery(
        context.queryClient,
        repertoirePlaylistsQueryOptions(repertoirePage(userId, page)),
      );
  },
  component: RepertoirePlaylistRoute,
});

function RepertoirePlaylistRoute() {
  return <RepertoireListRoute route={Route} list={RepertoirePlaylistsPage} />;
}
