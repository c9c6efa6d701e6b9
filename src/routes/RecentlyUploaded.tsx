import { createFileRoute } from '@tanstack/react-router';
import { recentSongsPage } from '../components/lists/paging';
import { type ListSearch, validateListSearch } from '../components/lists/search-params';
import { songListQueryOptions } from '../features/songs/api';
import { RecentlyUploadedPage } from '../features/songs/lists/RecentlyUploadedPage';
import { startQuery } from '../lib/route-data';

export const Route = createFileRoute('/RecentlyUploaded')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps: { page } }) =>
    startQuery(context.queryClient, songListQueryOptions(recentSongsPage(page))),
  component: RecentlyUploadedRoute,
});

function RecentlyUploadedRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <RecentlyUploadedPage page={page} onPage={goTo} />;
}
