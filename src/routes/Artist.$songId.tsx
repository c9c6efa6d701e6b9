import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../features/auth/session-store';
import { VisitorFollowButton } from '../features/follows/components/VisitorFollowButton';
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

// 'Seguir' beside the song's creator, handed to the page here as the follows feature lists songs
// itself. A signed-in person's goes through the offline queue (Dexie), loaded after the page has
// drawn; a visitor (a song page is often a shared link's first page) gets the light one that only
// asks to sign in.
const FollowButton = lazyTracked(async () => ({
  default: (await import('../features/follows/components/FollowButton')).FollowButton,
}));

function ArtistRoute() {
  const { songId } = Route.useParams();
  const signedIn = useSessionUser() !== null;
  return (
    <SongDetailPage songId={songId} FollowButton={signedIn ? FollowButton : VisitorFollowButton} />
  );
}
