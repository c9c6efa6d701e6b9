import { Alert, Button, Divider } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { API_BASE } from '../../../../domain/api-base';
import { OIDC_ERROR_CODES, OIDC_TEXTS, type OidcErrorCode } from '../../../../domain/auth-texts';
import { oidcInfoQueryOptions } from '../api';

export type SocialSignInOrigin = 'login' | 'register';

/** What went wrong, from the `?oidcError=` the server's callback sent the person back with. */
export function oidcErrorFrom(search: string): OidcErrorCode | null {
  const code = new URLSearchParams(search).get('oidcError');
  return OIDC_ERROR_CODES.find((known) => known === code) ?? null;
}

export function oidcErrorText(code: OidcErrorCode, name: string): string {
  return OIDC_TEXTS[code](name);
}

function useProviderName(): { enabled: boolean; name: string } {
  const { data } = useQuery(oidcInfoQueryOptions);
  return { enabled: data?.enabled ?? false, name: data?.name ?? 'OpenID' };
}

/** Why the last social sign-in came back without a session, first thing on the page. */
export function SocialSignInProblem() {
  const { name } = useProviderName();
  const error = oidcErrorFrom(window.location.search);
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {oidcErrorText(error, name)}
    </Alert>
  );
}

/**
 * 'Continuar con {OIDC_NAME}' under the login and registration forms, only when the server has a
 * provider configured (GET /oidc). The flow is a full-page visit: the server talks to the provider
 * and verifies what it says; the browser only carries the person there and back.
 */
export function SocialSignInButton({ from }: { from: SocialSignInOrigin }) {
  const { enabled, name } = useProviderName();
  if (!enabled) return null;
  return (
    <>
      <Divider label="o" labelPosition="center" />
      <Button
        component="a"
        href={`${API_BASE}/oidc/start?from=${from}`}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {OIDC_TEXTS.button(name)}
      </Button>
    </>
  );
}
