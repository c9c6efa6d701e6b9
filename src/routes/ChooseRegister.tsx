import { createFileRoute } from '@tanstack/react-router';
import { ChooseRegisterPage } from '../features/onboarding/components/ChooseRegisterPage';

export const Route = createFileRoute('/ChooseRegister')({
  component: ChooseRegisterPage,
});
