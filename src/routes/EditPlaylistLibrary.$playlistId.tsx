import { createFileRoute } from '@tanstack/react-router';
import { AlbumEditorPage } from '../features/playlists/components/AlbumEditorPage';
import { NotFoundPage } from '../layout/NotFoundPage';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/EditPlaylistLibrary/$playlistId')({
  params: idParams('playlistId'),
  component: EditPlaylistLibraryRoute,
});

function EditPlaylistLibraryRoute() {
  const { playlistId } = Route.useParams();
  if (playlistId === null) return <NotFoundPage />;
  return (
    <AlbumEditorPage key={playlistId} mode="edit" playlistId={playlistId} requireCover={false} />
  );
}
