import { createFileRoute } from '@tanstack/react-router';
import { PersonalInfoPage } from '../features/onboarding/components/PersonalInfoPage';

function FormPersonalInfoUserScreen() {
  return <PersonalInfoPage variant="user" />;
}

export const Route = createFileRoute('/FormPersonalInfoUser')({
  component: FormPersonalInfoUserScreen,
});
