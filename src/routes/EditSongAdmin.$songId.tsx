import { createFileRoute } from '@tanstack/react-router';
import { songDetailQueryOptions } from '../features/songs/api';
import { EditSongPage } from '../features/songs/form/EditSongPage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

// Admins only (guard table); the server decides again on every change.
export const Route = createFileRoute('/EditSongAdmin/$songId')({
  params: idParams('songId'),
  loader: ({ context, params: { songId } }) => {
    if (songId !== null) startQuery(context.queryClient, songDetailQueryOptions(songId));
  },
  component: EditSongAdminRoute,
});

function EditSongAdminRoute() {
  const { songId } = Route.useParams();
  return <EditSongPage songId={songId} admin />;
}
