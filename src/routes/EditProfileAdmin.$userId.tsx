import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { idParams } from '../lib/route-params';

// Admins only (guard table); PUT /users/{id} accepts any user's profile from an admin only.
export const Route = createFileRoute('/EditProfileAdmin/$userId')({
  params: idParams('userId'),
  component: EditProfileAdminRoute,
});

function EditProfileAdminRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={userId} variant="composer" admin />;
}
