import { createFileRoute } from '@tanstack/react-router';
import { parseUserId } from '../features/profiles/profile-kind';
import { RepertoirePage } from '../features/repertoire/components/RepertoirePage';
import { NotFoundPage } from '../layout/NotFoundPage';

// Beside the public upload form '/repertoire/' (repertoire.index.tsx). The guard table sends a
// composer without songs to /FormFirstSong and anyone but that composer to /.
export const Route = createFileRoute('/repertoire/$userId')({
  component: RepertoireRoute,
});

function RepertoireRoute() {
  const { userId } = Route.useParams();
  const id = parseUserId(userId);
  return id === null ? <NotFoundPage /> : <RepertoirePage key={id} userId={id} />;
}
