import { createFileRoute } from '@tanstack/react-router';
import { GeneralInfoPage } from '../features/onboarding/components/GeneralInfoPage';

function FormGeneralInfoUserScreen() {
  return <GeneralInfoPage variant="user" />;
}

export const Route = createFileRoute('/FormGeneralInfoUser')({
  component: FormGeneralInfoUserScreen,
});
