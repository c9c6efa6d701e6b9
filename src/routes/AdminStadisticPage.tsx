import { createFileRoute } from '@tanstack/react-router';
import { statisticsQueryOptions } from '../features/statistics/api';
import { StatisticsPage } from '../features/statistics/components/StatisticsPage';
import { startQuery } from '../lib/route-data';

// Admins only (guard table in features/auth/guards.ts, and the server answers 403); loads lazily.
export const Route = createFileRoute('/AdminStadisticPage')({
  loader: ({ context }) => startQuery(context.queryClient, statisticsQueryOptions()),
  component: StatisticsPage,
});
