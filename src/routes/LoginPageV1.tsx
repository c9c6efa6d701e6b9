import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/LoginForm';

// Signed-in people are sent home by the root route's guard (features/auth/guards.ts).
export const Route = createFileRoute('/LoginPageV1')({
  component: LoginForm,
});
