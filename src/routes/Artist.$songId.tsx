import { createFileRoute } from '@tanstack/react-router';
import { SongDetailPage } from '../features/songs/detail/SongDetailPage';

export const Route = createFileRoute('/Artist/$songId')({
  component: ArtistRoute,
});

function ArtistRoute() {
  const { songId } = Route.useParams();
  return <SongDetailPage songId={songId} />;
}
