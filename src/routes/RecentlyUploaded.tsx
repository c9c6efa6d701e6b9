import { createFileRoute } from '@tanstack/react-router';
import { RecentlyUploadedPage } from '../features/songs/lists/RecentlyUploadedPage';
import { type ListSearch, validateListSearch } from '../features/songs/lists/search-params';

export const Route = createFileRoute('/RecentlyUploaded')({
  validateSearch: validateListSearch,
  component: RecentlyUploadedRoute,
});

function RecentlyUploadedRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <RecentlyUploadedPage page={page} onPage={goTo} />;
}
