import { createFileRoute } from '@tanstack/react-router';
import { type ListSearch, validateListSearch } from '../components/lists/search-params';
import { RecommendedSongsPage } from '../features/songs/lists/RecommendedSongsPage';
import {
  RECOMMENDED_LIST_READING,
  recommendedSongsQueryOptions,
} from '../features/songs/random-sample';
import { startQuery } from '../lib/route-data';

export const Route = createFileRoute('/RecommendedSongs')({
  validateSearch: validateListSearch,
  loader: ({ context }) =>
    startQuery(context.queryClient, recommendedSongsQueryOptions(RECOMMENDED_LIST_READING)),
  component: RecommendedSongsRoute,
});

function RecommendedSongsRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <RecommendedSongsPage page={page} onPage={goTo} />;
}
