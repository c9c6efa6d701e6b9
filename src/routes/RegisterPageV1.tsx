import { createFileRoute } from '@tanstack/react-router';
import { RegisterEmailForm } from '../features/auth/components/RegisterEmailForm';

// The 'registered' flag sends to /ChooseRegister: the root route's guard decides.
export const Route = createFileRoute('/RegisterPageV1')({
  component: RegisterEmailForm,
});
