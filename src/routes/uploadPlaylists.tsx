import { createFileRoute } from '@tanstack/react-router';
import { AlbumEditorPage } from '../features/playlists/components/AlbumEditorPage';

// Composers and admins only: the root route's guard sends others home.
export const Route = createFileRoute('/uploadPlaylists')({
  component: () => <AlbumEditorPage mode="create" />,
});
