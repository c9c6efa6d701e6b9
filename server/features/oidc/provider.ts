/**
 * The OpenID Connect provider as openid-client sees it: discovery,
 * the authorization URL with PKCE, state and nonce, and the code exchange whose ID token
 * openid-client verifies (signature, issuer, audience, nonce, expiry) before we read a claim.
 */
import * as client from 'openid-client';
import { isLoopback, type OidcConfig } from '../../config';

export const OIDC_SCOPES = 'openid profile email';

/** What a sign-in learns about the person, from the verified ID token and the userinfo. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProvider {
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the code of `callbackUrl`; throws when any check fails. */
  identityFrom(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
  ): Promise<OidcIdentity>;
}

/** The provider signed the person in but would not say who they are (its userinfo failed). */
export class UserDataError extends Error {
  override name = 'UserDataError';
}

/** How long a call to the provider may take before the person is told it failed. */
const PROVIDER_TIMEOUT_SECONDS = 10;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Some providers send email_verified as the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Discovery happens on first use and is retried after a failure, so a provider that is down when
 * the server starts costs a sign-in, never the start.
 */
export function createOidcProvider(settings: OidcConfig): OidcProvider {
  let discovered: Promise<client.Configuration> | null = null;
  const insecure = isLoopback(new URL(settings.issuer).hostname);

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret ?? undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        // http is allowed only for a provider on this machine (config.ts refuses it elsewhere).
        // The timeout carries over to every later call made with this configuration.
        {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationRequest(redirectUri) {
      const config = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPES,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async identityFrom(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: checks.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('El proveedor no envió un ID token');
      // The userinfo answer is checked to be about the same subject as the signed ID token.
      const info = await client
        .fetchUserInfo(config, tokens.access_token, claims.sub)
        .catch((error: unknown) => {
          throw new UserDataError('El proveedor no entregó los datos del usuario', {
            cause: error,
          });
        });
      const merged: Record<string, unknown> = { ...info, ...claims };
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(merged.email)?.toLowerCase() ?? null,
        emailVerified: isTrue(merged.email_verified),
        givenName: text(merged.given_name),
        familyName: text(merged.family_name),
        picture: text(merged.picture),
      };
    },
  };
}
