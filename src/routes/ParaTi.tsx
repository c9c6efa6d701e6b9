import { createFileRoute } from '@tanstack/react-router';
import { ForYouPage } from '../features/recommendations/components/ForYouPage';

export const Route = createFileRoute('/ParaTi')({
  component: ForYouPage,
});
