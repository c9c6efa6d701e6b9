import { createFileRoute } from '@tanstack/react-router';
import { PlaylistsScreen } from '../features/playlists/components/PlaylistsScreen';
import { validateUserIdSearch } from '../features/playlists/search-params';

export const Route = createFileRoute('/PlaylistCardV1')({
  validateSearch: validateUserIdSearch,
  component: PlaylistCardV1Route,
});

function PlaylistCardV1Route() {
  const { userId } = Route.useSearch();
  return <PlaylistsScreen source="mine" userId={userId} />;
}
