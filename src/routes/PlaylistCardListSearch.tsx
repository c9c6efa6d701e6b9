import { createFileRoute } from '@tanstack/react-router';
import { PlaylistsScreen } from '../features/playlists/components/PlaylistsScreen';
import { validateUserIdSearch } from '../features/playlists/search-params';

export const Route = createFileRoute('/PlaylistCardListSearch')({
  validateSearch: validateUserIdSearch,
  component: PlaylistCardListSearchRoute,
});

function PlaylistCardListSearchRoute() {
  const { userId } = Route.useSearch();
  return <PlaylistsScreen source="mine" userId={userId} />;
}
