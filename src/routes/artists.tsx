import { createFileRoute } from '@tanstack/react-router';
import { ArtistsPage } from '../features/creators/components/ArtistsPage';

export const Route = createFileRoute('/artists')({
  component: ArtistsPage,
});
