import { createFileRoute } from '@tanstack/react-router';
import { ProfileView } from '../features/profiles/components/ProfileView';
import { parseUserId } from '../features/profiles/profile-kind';

export const Route = createFileRoute('/UserPerfil/$userId')({
  component: UserProfileRoute,
});

function UserProfileRoute() {
  const { userId } = Route.useParams();
  return <ProfileView key={userId} userId={parseUserId(userId)} expected="user" />;
}
