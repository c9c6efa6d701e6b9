import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../components/lists/search-params';
import { repertoireSongsQueryOptions } from '../features/profiles/api';
import { RepertoireListRoute } from '../features/repertoire/components/RepertoireListRoute';
import { RepertoireSongsPage } from '../features/repertoire/components/RepertoireSongsPage';
import { repertoirePage } from '../features/repertoire/row-sizes';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/RepertoireSongs/$userId')({
  params: idParams('userId'),
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params: { userId }, deps: { page } }) => {
    if (userId !== null)
      startQuery(context.queryClient, repertoireSongsQueryOptions(repertoirePage(userId, page)));
  },
  component: RepertoireSongsRoute,
});

function RepertoireSongsRoute() {
  return <RepertoireListRoute route={Route} list={RepertoireSongsPage} />;
}
