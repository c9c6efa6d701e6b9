import { createFileRoute } from '@tanstack/react-router';
import { RepertoirePage } from '../features/repertoire/components/RepertoirePage';
import { NotFoundPage } from '../layout/NotFoundPage';
import { idParams } from '../lib/route-params';

// Beside the public upload form '/repertoire/' (repertoire.index.tsx). The guard table sends a
// composer without songs to /FormFirstSong and anyone but that composer to /.
export const Route = createFileRoute('/repertoire/$userId')({
  params: idParams('userId'),
  component: RepertoireRoute,
});

function RepertoireRoute() {
  const { userId } = Route.useParams();
  return userId === null ? <NotFoundPage /> : <RepertoirePage key={userId} userId={userId} />;
}
