import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { idParams } from '../lib/route-params';

// Composer or admin (guard table); the form itself is the owner's or an admin's only.
export const Route = createFileRoute('/EditPerfil/$userId')({
  params: idParams('userId'),
  component: EditComposerProfileRoute,
});

function EditComposerProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={userId} variant="composer" />;
}
