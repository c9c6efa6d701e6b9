import { createFileRoute } from '@tanstack/react-router';
import {
  repertoirePlaylistsQueryOptions,
  repertoireSongsQueryOptions,
} from '../features/profiles/api';
import { RepertoirePage } from '../features/repertoire/components/RepertoirePage';
import { repertoireRow } from '../features/repertoire/row-sizes';
import { NotFoundPage } from '../layout/NotFoundPage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

// Beside the public upload form '/repertoire/' (repertoire.index.tsx). The guard table sends a
// composer without songs to /FormFirstSong and anyone but that composer to /.
export const Route = createFileRoute('/repertoire/$userId')({
  params: idParams('userId'),
  loader: ({ context: { queryClient }, params: { userId } }) => {
    if (userId === null) return;
    startQuery(queryClient, repertoireSongsQueryOptions(repertoireRow(userId)));
    startQuery(queryClient, repertoirePlaylistsQueryOptions(repertoireRow(userId)));
  },
  component: RepertoireRoute,
});

function RepertoireRoute() {
  const { userId } = Route.useParams();
  return userId === null ? <NotFoundPage /> : <RepertoirePage key={userId} userId={userId} />;
}
