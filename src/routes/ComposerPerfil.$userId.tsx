import { createFileRoute } from '@tanstack/react-router';
import { ProfileView } from '../features/profiles/components/ProfileView';
import { parseUserId } from '../features/profiles/profile-kind';

export const Route = createFileRoute('/ComposerPerfil/$userId')({
  component: ComposerProfileRoute,
});

function ComposerProfileRoute() {
  const { userId } = Route.useParams();
  return <ProfileView key={userId} userId={parseUserId(userId)} expected="composer" />;
}
