import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { idParams } from '../lib/route-params';

// Role user only (guard table); the form itself is the owner's or an admin's only.
export const Route = createFileRoute('/EditPerfilUser/$userId')({
  params: idParams('userId'),
  component: EditUserProfileRoute,
});

function EditUserProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={userId} variant="user" />;
}
