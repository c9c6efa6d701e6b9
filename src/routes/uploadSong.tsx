import { createFileRoute } from '@tanstack/react-router';
import { UploadSongPage } from '../features/songs/form/UploadSongPage';

// Composers and admins only: the root route's guard (features/auth/guards.ts) sends others home.
export const Route = createFileRoute('/uploadSong')({
  component: UploadSongPage,
});
