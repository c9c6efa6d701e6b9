import { createFileRoute } from '@tanstack/react-router';
import { RestorePasswordForm } from '../features/auth/components/RestorePasswordForm';

export const Route = createFileRoute('/FormRestorePassword')({
  component: RestorePasswordForm,
});
