import { createFileRoute } from '@tanstack/react-router';
import { AlbumEditorPage } from '../features/playlists/components/AlbumEditorPage';

export const Route = createFileRoute('/EditPlaylistRepertoire/$playlistId')({
  component: EditPlaylistRepertoireRoute,
});

function EditPlaylistRepertoireRoute() {
  const { playlistId } = Route.useParams();
  return (
    <AlbumEditorPage
      key={playlistId}
      mode="edit"
      playlistId={Number(playlistId) || 0}
      requireCover={true}
    />
  );
}
