import { createFileRoute } from '@tanstack/react-router';
import { ProfileView } from '../features/profiles/components/ProfileView';
import { idParams } from '../lib/route-params';

export const Route = createFileRoute('/ComposerPerfil/$userId')({
  params: idParams('userId'),
  component: ComposerProfileRoute,
});

function ComposerProfileRoute() {
  const { userId } = Route.useParams();
  return <ProfileView key={userId} userId={userId} expected="composer" />;
}
