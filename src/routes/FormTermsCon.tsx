import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/onboarding/components/TermsPage';

export const Route = createFileRoute('/FormTermsCon')({
  component: TermsPage,
});
