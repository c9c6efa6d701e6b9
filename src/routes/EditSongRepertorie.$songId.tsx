import { createFileRoute } from '@tanstack/react-router';
import { songDetailQueryOptions } from '../features/songs/api';
import { EditSongPage } from '../features/songs/form/EditSongPage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

// Signed-in people only (root route guard); the page sends anyone but the owner or an admin to
// the song, and the server refuses their changes (403).
export const Route = createFileRoute('/EditSongRepertorie/$songId')({
  params: idParams('songId'),
  loader: ({ context, params: { songId } }) => {
    if (songId !== null) startQuery(context.queryClient, songDetailQueryOptions(songId));
  },
  component: EditSongRoute,
});

function EditSongRoute() {
  const { songId } = Route.useParams();
  return <EditSongPage songId={songId} />;
}
