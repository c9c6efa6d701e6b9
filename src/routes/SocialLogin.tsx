import { createFileRoute } from '@tanstack/react-router';
import { SocialLoginFinish } from '../features/auth/components/SocialLoginFinish';

// Not a spec route: the end of the social sign-in (server/features/oidc/routes.ts) lands here.
export const Route = createFileRoute('/SocialLogin')({
  component: SocialLoginFinish,
});
