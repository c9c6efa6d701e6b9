import { createFileRoute } from '@tanstack/react-router';
import { RegisterPasswordForm } from '../features/auth/components/RegisterPasswordForm';

export const Route = createFileRoute('/FormRegisterValidated')({
  component: RegisterPasswordForm,
});
