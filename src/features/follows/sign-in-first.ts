import type { useRouter } from '@tanstack/react-router';
import { FOLLOW_TEXTS } from '../../../domain/follow-texts';
import { rememberReturnAfterSignIn } from '../auth/return-after-sign-in';

/**
 * A visitor pressed 'Seguir': they are asked to sign in, and the sign-in brings them back to
 * `here` (docs/product.md "Seguir y Novedades"). The message's code loads on the press.
 */
export async function askVisitorToSignIn(
  router: ReturnType<typeof useRouter>,
  here: string,
): Promise<void> {
  const { notify } = await import('../../lib/notify');
  notify('error', FOLLOW_TEXTS.signInFirst);
  rememberReturnAfterSignIn(here);
  await router.navigate({ to: '/LoginPageV1' });
}
