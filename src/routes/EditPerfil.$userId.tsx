import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/profiles/api';
import { EditProfilePage } from '../features/profiles/components/EditProfilePage';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

// Composer or admin (guard table); the form itself is the owner's or an admin's only.
export const Route = createFileRoute('/EditPerfil/$userId')({
  params: idParams('userId'),
  loader: ({ context, params: { userId } }) => {
    if (userId !== null) startQuery(context.queryClient, profileQueryOptions(userId));
  },
  component: EditComposerProfileRoute,
});

function EditComposerProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage key={userId} userId={userId} variant="composer" />;
}
