import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/profiles/api';
import { ProfileView } from '../features/profiles/components/ProfileView';
import { ProfileCompositions } from '../features/repertoire/components/RepertoireRows';
import { startQuery } from '../lib/route-data';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/ComposerPerfil/$userId')({
  params: idParams('userId'),
  loader: ({ context, params: { userId } }) => {
    if (userId !== null) startQuery(context.queryClient, profileQueryOptions(userId));
  },
  component: ComposerProfileRoute,
});

function ComposerProfileRoute() {
  const { userId } = Route.useParams();
  return (
    <ProfileView
      key={userId}
      userId={userId}
      expected="composer"
      compositions={(name) =>
        userId !== null && <ProfileCompositions userId={userId} name={name} />
      }
    />
  );
}
