import { createFileRoute } from '@tanstack/react-router';
import { RepertoireListRoute } from '../features/repertoire/components/RepertoireListRoute';
import { RepertoireSongsPage } from '../features/repertoire/components/RepertoireSongsPage';
import { validateListSearch } from '../features/songs/lists/search-params';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/RepertoireSongs/$userId')({
  params: idParams('userId'),
  validateSearch: validateListSearch,
  component: RepertoireSongsRoute,
});

function RepertoireSongsRoute() {
  return <RepertoireListRoute route={Route} list={RepertoireSongsPage} />;
}
