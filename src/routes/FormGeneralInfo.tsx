import { createFileRoute } from '@tanstack/react-router';
import { GeneralInfoPage } from '../features/onboarding/components/GeneralInfoPage';

function FormGeneralInfoScreen() {
  return <GeneralInfoPage variant="composer" />;
}

export const Route = createFileRoute('/FormGeneralInfo')({
  component: FormGeneralInfoScreen,
});
