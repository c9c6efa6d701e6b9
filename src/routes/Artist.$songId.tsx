import { createFileRoute } from '@tanstack/react-router';
import { SongDetailPage } from '../features/songs/detail/SongDetailPage';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/Artist/$songId')({
  params: idParams('songId'),
  component: ArtistRoute,
});

function ArtistRoute() {
  const { songId } = Route.useParams();
  return <SongDetailPage songId={songId} />;
}
