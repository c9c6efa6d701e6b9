import { createFileRoute } from '@tanstack/react-router';
import { songDetailQueryOptions } from '../features/songs/api';
import { SongDetailPage } from '../features/songs/detail/SongDetailPage';
import { lazyTracked } from '../lib/lazy-tracked';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/Artist/$songId')({
  params: idParams('songId'),
  loader: ({ context, params: { songId } }) => {
    if (songId !== null) startQuery(context.queryClient, songDetailQueryOptions(songId));
  },
  component: ArtistRoute,
});

// 'Seguir' beside the song's creator goes through the offline queue (Dexie): loaded after the
// page has drawn. Handed to the page here, as the follows feature lists songs itself.
const FollowButton = lazyTracked(async () => ({
  default: (await import('../features/follows/components/FollowButton')).FollowButton,
}));

function ArtistRoute() {
  const { songId } = Route.useParams();
  return <SongDetailPage songId={songId} FollowButton={FollowButton} />;
}
