import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../features/statistics/components/StatisticsPage';

// Admins only (guard table in features/auth/guards.ts, and the server answers 403); loads lazily.
export const Route = createFileRoute('/AdminStadisticPage')({
  component: StatisticsPage,
});
