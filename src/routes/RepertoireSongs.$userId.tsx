import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_TEXTS } from '../../domain/profile-texts';
import { parseUserId } from '../features/profiles/profile-kind';
import { RepertoireSongsPage } from '../features/repertoire/components/RepertoireSongsPage';
import { type ListSearch, validateListSearch } from '../features/songs/lists/search';

export const Route = createFileRoute('/RepertoireSongs/$userId')({
  validateSearch: validateListSearch,
  component: RepertoireSongsRoute,
});

function RepertoireSongsRoute() {
  const { userId } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const id = parseUserId(userId);
  if (id === null) return <p style={{ padding: 24 }}>{PROFILE_TEXTS.notFound}</p>;
  const goTo = (next: number) =>
    void navigate({ search: (): ListSearch => (next > 1 ? { page: next } : {}) });
  return <RepertoireSongsPage key={id} userId={id} page={page} onPage={goTo} />;
}
