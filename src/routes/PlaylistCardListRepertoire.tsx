import { createFileRoute } from '@tanstack/react-router';
import { PlaylistsScreen } from '../features/playlists/components/PlaylistsScreen';
import { validateUserIdSearch } from '../features/playlists/search-params';

export const Route = createFileRoute('/PlaylistCardListRepertoire')({
  validateSearch: validateUserIdSearch,
  component: PlaylistCardListRepertoireRoute,
});

function PlaylistCardListRepertoireRoute() {
  const { userId } = Route.useSearch();
  return <PlaylistsScreen source="repertoire" userId={userId} />;
}
