import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/profiles/api';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

// Admins only (guard table); PUT /users/{id} accepts any user's profile from an admin only.
export const Route = createFileRoute('/EditProfileAdmin/$userId')({
  params: idParams('userId'),
  loader: ({ context, params: { userId } }) => {
    if (userId !== null) startQuery(context.queryClient, profileQueryOptions(userId));
  },
  component: EditProfileAdminRoute,
});

function EditProfileAdminRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={userId} variant="composer" admin />;
}
