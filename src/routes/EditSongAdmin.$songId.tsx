import { createFileRoute } from '@tanstack/react-router';
import { EditSongPage } from '../features/songs/form/EditSongPage';
import { idParams } from '../lib/route-params';

// Admins only (guard table); the server decides again on every change.
export const Route = createFileRoute('/EditSongAdmin/$songId')({
  params: idParams('songId'),
  component: EditSongAdminRoute,
});

function EditSongAdminRoute() {
  const { songId } = Route.useParams();
  return <EditSongPage songId={songId} admin />;
}
