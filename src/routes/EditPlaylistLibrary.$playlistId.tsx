import { createFileRoute } from '@tanstack/react-router';
import { playlistEditorQueryOptions } from '../features/playlists/api';
import { AlbumEditorPage } from '../features/playlists/components/AlbumEditorPage';
import { NotFoundPage } from '../layout/NotFoundPage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/EditPlaylistLibrary/$playlistId')({
  params: idParams('playlistId'),
  loader: ({ context, params: { playlistId } }) => {
    if (playlistId !== null)
      startQuery(context.queryClient, playlistEditorQueryOptions(playlistId));
  },
  component: EditPlaylistLibraryRoute,
});

function EditPlaylistLibraryRoute() {
  const { playlistId } = Route.useParams();
  if (playlistId === null) return <NotFoundPage />;
  return (
    <AlbumEditorPage key={playlistId} mode="edit" playlistId={playlistId} requireCover={false} />
  );
}
