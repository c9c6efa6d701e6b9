import { createFileRoute } from '@tanstack/react-router';
import { LibraryPage } from '../features/library/components/LibraryPage';

// Signed-in only: the root route's guard (features/auth/guards.ts) sends visitors to register.
export const Route = createFileRoute('/Library')({
  component: LibraryPage,
});
