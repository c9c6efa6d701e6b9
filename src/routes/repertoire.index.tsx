import { createFileRoute } from '@tanstack/react-router';
import { UploadSongPage } from '../features/songs/form/UploadSongPage';

// Spec section 2: the bare /repertoire is the (public) song upload form. An index route, so the
// composer's own '/repertoire/$userId' (repertoire.$userId.tsx) can sit beside it without a layout.
export const Route = createFileRoute('/repertoire/')({
  component: UploadSongPage,
});
