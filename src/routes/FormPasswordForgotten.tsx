import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';

export const Route = createFileRoute('/FormPasswordForgotten')({
  component: ForgotPasswordForm,
});
