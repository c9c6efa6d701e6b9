import { createFileRoute } from '@tanstack/react-router';
import { AdvancedSearchPage } from '../features/search/advanced/AdvancedSearchPage';
import {
  type AdvancedSearchParams,
  validateAdvancedSearch,
} from '../features/search/advanced/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: validateAdvancedSearch,
  component: SearchRoute,
});

function SearchRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdvancedSearchPage
      params={params}
      onSearch={(next) => void navigate({ search: (): AdvancedSearchParams => next })}
    />
  );
}
