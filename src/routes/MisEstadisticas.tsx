import { createFileRoute } from '@tanstack/react-router';
import type { StudioPeriod } from '../../domain/studio';
import { studioQueryOptions } from '../features/studio/api';
import { StudioPage } from '../features/studio/components/StudioPage';
import { DEFAULT_PERIOD, validateStudioSearch } from '../features/studio/search-params';
import { startQuery } from '../lib/route-data';

// Creators and admins (guard table); the server answers 403 to anyone else. Loads lazily, with
// its own chart: nothing of it is in the first visit's bytes.
export const Route = createFileRoute('/MisEstadisticas')({
  validateSearch: validateStudioSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    startQuery(context.queryClient, studioQueryOptions(deps.dias ?? DEFAULT_PERIOD, deps.cancion)),
  component: StudioRoute,
});

function StudioRoute() {
  const { dias = DEFAULT_PERIOD, cancion } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPeriod = (days: StudioPeriod) =>
    void navigate({
      search: (previous) => ({ ...previous, dias: days === DEFAULT_PERIOD ? undefined : days }),
      replace: true,
    });
  return <StudioPage days={dias} songId={cancion} onPeriod={onPeriod} />;
}
