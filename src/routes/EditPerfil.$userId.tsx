import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { parseUserId } from '../features/profiles/profile-kind';

// Composer or admin (guard table); the form itself is the owner's or an admin's only.
export const Route = createFileRoute('/EditPerfil/$userId')({
  component: EditComposerProfileRoute,
});

function EditComposerProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={parseUserId(userId)} variant="composer" />;
}
