import { createFileRoute } from '@tanstack/react-router';
import { type ListSearch, validateListSearch } from '../components/lists/search-params';
import { NovedadesPage } from '../features/follows/components/NovedadesPage';

export const Route = createFileRoute('/Novedades')({
  validateSearch: validateListSearch,
  component: NovedadesRoute,
});

function NovedadesRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <NovedadesPage page={page} onPage={goTo} />;
}
