import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OIDC_TEXTS } from '../../../../domain/auth-texts';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { fetchSession, oidcInfoQueryOptions } from '../api';
import { CHOOSE_REGISTER_PATH, homeAfterLogin } from '../guards';
import { clearPendingLogout } from '../pending-logout';
import { setRegisteredFlag } from '../registered-flag';
import { saveSessionUser } from '../session-store';
import { useGo } from '../use-go';
import { AuthCard } from './AuthCard';

/**
 * /SocialLogin: where the server's OIDC callback lands once the session cookie is set. The web
 * app learns who signed in (GET /session) and goes on as after any sign-in (spec section 4): a new
 * account to /ChooseRegister with the 'registered' flag, a composer without songs to
 * /FormFirstSong, anyone else home. The welcome mail was sent by the server already.
 */
export function SocialLoginFinish() {
  const go = useGo();
  const [failed, setFailed] = useState(false);
  const { data } = useQuery(oidcInfoQueryOptions);
  const name = data?.name ?? 'OpenID';

  useEffect(() => {
    const isNew = new URLSearchParams(window.location.search).get('nuevo') === '1';
    let cancelled = false;
    fetchSession()
      .then(async (user) => {
        if (cancelled) return;
        clearPendingLogout();
        saveSessionUser(user);
        if (isNew) setRegisteredFlag();
        await go(isNew ? CHOOSE_REGISTER_PATH : homeAfterLogin(user), { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [go]);

  return (
    <AuthCard title="Iniciar Sesión">
      {failed ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert">
            {OIDC_TEXTS.failed(name)}
          </Alert>
          <Anchor component={RouterAnchor} href="/LoginPageV1">
            Volver a Iniciar Sesión
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{OIDC_TEXTS.finishing}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
