import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { parseUserId } from '../features/profiles/profile-kind';

// Role user only (guard table); the form itself is the owner's or an admin's only.
export const Route = createFileRoute('/EditPerfilUser/$userId')({
  component: EditUserProfileRoute,
});

function EditUserProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={parseUserId(userId)} variant="user" />;
}
