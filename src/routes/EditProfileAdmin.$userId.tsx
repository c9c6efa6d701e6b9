import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { parseUserId } from '../features/profiles/profile-kind';

// Admins only (guard table); PUT /users/{id} accepts any user's profile from an admin only.
export const Route = createFileRoute('/EditProfileAdmin/$userId')({
  component: EditProfileAdminRoute,
});

function EditProfileAdminRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={parseUserId(userId)} variant="composer" admin />;
}
