import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage';

// Signed-in only (guard table in features/auth/guards.ts); the screen loads lazily.
export const Route = createFileRoute('/NotificationsView')({
  component: NotificationsPage,
});
