import { createFileRoute } from '@tanstack/react-router';
import { FirstSongPage } from '../features/onboarding/components/FirstSongPage';

export const Route = createFileRoute('/FormFirstSong')({
  component: FirstSongPage,
});
