/**
 * A real OpenID Connect provider for the tests (`oidc-provider`, in-process on a loopback port),
 * used by the server suite and by the browser tests' server (scripts/e2e-server.mjs).
 *
 * Its sign-in page is the package's development form: any login is accepted and becomes the
 * person's email and subject. A login starting with 'sinverificar' has an unverified email, and
 * every person's picture is a small PNG served by the same port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import sharp from 'sharp';

export const TEST_OIDC_CLIENT = { id: 'tambora-pruebas', secret: 'secreto-de-pruebas-oidc' };
export const UNVERIFIED_LOGIN_PREFIX = 'sinverificar';
const PICTURE_PATH = '/foto.png';

export interface TestOidcProvider {
  issuer: string;
  /** The environment that points Tambora at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export function testAccountClaims(login: string, issuer: string) {
  return {
    sub: `sujeto-${login}`,
    email: login,
    email_verified: !login.startsWith(UNVERIFIED_LOGIN_PREFIX),
    given_name: 'Persona',
    family_name: 'De Prueba',
    picture: `${issuer}${PICTURE_PATH}`,
  };
}

export async function startOidcProvider(options: {
  redirectUri: string;
  name?: string;
  port?: number;
}): Promise<TestOidcProvider> {
  const picture = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    cookies: { keys: ['llave-de-cookies-de-pruebas'] },
    // Said explicitly so the provider does not print a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: () => testAccountClaims(sub, issuer),
    }),
    // A first-party client: no consent screen, the scopes asked for are granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (request.url === PICTURE_PATH) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      return;
    }
    handle(request, response);
  });

  return {
    issuer,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
      OIDC_NAME: options.name ?? 'Google',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one site, kept the way a browser would between requests (names and values only). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const split = pair.indexOf('=');
      this.cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Does at the provider what a person does in a browser: opens the authorization URL, types
 * `login` (any password) or presses cancel, and follows the redirects until the provider sends
 * the browser back to `redirectUri`. Returns that URL, with the code or the error.
 */
export async function answerAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  action: { login: string } | { cancel: true },
): Promise<URL> {
  const jar = new CookieJar();
  let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 10; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      body: next.form,
      headers: { cookie: jar.header() },
      redirect: 'manual',
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(redirectUri)) return target;
      next = { url: target.href };
      continue;
    }
    const page = await response.text();
    const formAction = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!formAction)
      throw new Error(`La página del proveedor no tiene formulario: ${page.slice(0, 300)}`);
    if ('cancel' in action) {
      next = { url: new URL(`${new URL(formAction, next.url).pathname}/abort`, next.url).href };
    } else {
      const form = new URLSearchParams({ prompt: 'login', login: action.login, password: 'x' });
      next = { url: new URL(formAction, next.url).href, form };
    }
  }
  throw new Error('El proveedor no devolvió el navegador a Tambora');
}
