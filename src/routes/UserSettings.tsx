import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/settings/components/SettingsPage';

// Signed-in only (guard table).
export const Route = createFileRoute('/UserSettings')({
  component: SettingsPage,
});
