import { createFileRoute } from '@tanstack/react-router';
import { PersonalInfoPage } from '../features/onboarding/components/PersonalInfoPage';

function FormPersonalInfoScreen() {
  return <PersonalInfoPage variant="composer" />;
}

export const Route = createFileRoute('/FormPersonalInfo')({
  component: FormPersonalInfoScreen,
});
