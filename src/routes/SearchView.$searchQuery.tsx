import { createFileRoute, useLocation } from '@tanstack/react-router';
import { SearchResultsPage } from '../features/search/results/SearchResultsPage';
import { queryFromResultsHref } from '../features/search/search-path';

export const Route = createFileRoute('/SearchView/$searchQuery')({
  component: SearchViewRoute,
});

function SearchViewRoute() {
  const { searchQuery } = Route.useParams();
  const href = useLocation({ select: (location) => location.href });
  const query = queryFromResultsHref(href, searchQuery);
  // A new query is a new page: 'Ver más' pages and the box start over.
  return <SearchResultsPage key={query} query={query} />;
}
