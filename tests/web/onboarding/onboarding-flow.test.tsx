/**
 * The two onboarding walks of spec section 4, screen after screen: 'usuario' ends on /, 'artista'
 * on /FormFirstSong with the 3-step indicator. The HTTP layer is faked and every body is checked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Credentials, Profile } from '../../../domain/auth';
import { TERMS_VERSION } from '../../../domain/terms-texts';
import { getSessionUser } from '../../../src/features/auth/session-store';
import { type FakeAnswer, type FakeApi, installFakeApi, ok, page } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { blankProfile, putBodies, requestBody, signInNewcomer } from './onboarding-helpers';

/** A walk types four screens like a person: 11–13 s alone, more beside CI's other suites. */
const WALK_TIMEOUT_MS = 45_000;

const USER_ID = 42;
let api: FakeApi;

/** A tiny stand-in for the server: one account whose roles and profile the calls change. */
function installServer(
  options: { cedulaValid?: boolean; roleAnswer?: () => FakeAnswer | null } = {},
) {
  let roles: string[] = [];
  const profile = blankProfile(USER_ID, { roles });
  const credentials = (): Credentials => ({
    credentials_id: USER_ID,
    email: 'nueva@example.com',
    roles,
    has_uploaded_song: false,
  });
  api = installFakeApi({
    [`/credentials/${USER_ID}`]: (config) => {
      const forced = options.roleAnswer?.();
      if (forced) return forced;
      if (config.method === 'put') roles = (requestBody(config) as { roles: string[] }).roles;
      return ok(credentials());
    },
    [`/users/${USER_ID}`]: (config) => {
      if (config.method === 'put') Object.assign(profile, requestBody(config) as Partial<Profile>);
      return ok({ ...profile, roles });
    },
    [`/users/${USER_ID}/personal_info`]: (config) => {
      const info = requestBody(config) as { country: string; phone: string; dni: string };
      const valid = options.cedulaValid ?? true;
      Object.assign(profile, {
        phone: info.phone,
        dni: info.dni.replace(/-/g, ''),
        nationality: valid ? 'Dominicano/a' : info.country,
      });
      return ok({ cedulaValid: valid, profile: { ...profile, roles } });
    },
    // The server records the acceptance.
    '/terms/acceptances': () =>
      ok({ version: TERMS_VERSION, accepted_at: '2026-11-27T10:00:00.000Z' }),
    // Home, once a listener lands there.
    '/creator_statistics': () => ok(page([])),
    '/songs': () => ok(page([])),
    '/playlistsFromRepertoireByAdmin': () => ok(page([])),
  });
}

function puts(path: string) {
  return putBodies(api, path);
}

// Just registered: signed in, no role chosen yet.
beforeEach(() => signInNewcomer(USER_ID, []));

afterEach(() => api?.restore());

async function fillGeneralInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Fefita');
  await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'La Grande');
  await user.type(screen.getByRole('textbox', { name: 'Usuario/Apodo' }), 'La Vieja Fefa');
  await user.click(screen.getByRole('combobox', { name: 'Instrumentos' }));
  await user.click(await screen.findByRole('option', { name: 'Acordeón', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
}

async function fillPersonalInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '8095550101');
  await user.type(screen.getByRole('textbox', { name: 'Cédula' }), '00113918536');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

function progress() {
  return screen.queryByRole('list', { name: 'Progreso del registro' });
}

describe("'artista'", () => {
  it(
    'becomes a composer and walks /FormGeneralInfo → /FormPersonalInfo → terms → /FormFirstSong',
    async () => {
      const user = userEvent.setup();
      installServer();
      const { router } = renderApp('/ChooseRegister');
      await user.click(await screen.findByRole('button', { name: 'artista' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/FormGeneralInfo'));
      expect(puts(`/credentials/${USER_ID}`)).toEqual([{ roles: ['composer'] }]);
      expect(getSessionUser()).toMatchObject({ roles: ['composer'], has_uploaded_song: false });
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        roles: ['composer'],
        has_uploaded_song: false,
      });
      const steps = progress();
      expect(steps).not.toBeNull();
      const items = within(steps as HTMLElement).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('Paso 1 de 3: Información general');
      expect(items[1]).toHaveTextContent('Paso 2 de 3: Información personal');
      expect(items[2]).toHaveTextContent('Paso 3 de 3: Términos y condiciones');
      expect(
        within(steps as HTMLElement)
          .getByText('Información general')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step');

      await fillGeneralInfo(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/FormPersonalInfo'));
      expect(puts(`/users/${USER_ID}`)).toEqual([
        {
          name: 'Fefita',
          lastName: 'La Grande',
          nickname: 'La Vieja Fefa',
          instruments: ['Acordeón'],
        },
      ]);
      expect(
        within(progress() as HTMLElement)
          .getByText('Información personal')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step');

      await fillPersonalInfo(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/FormTermsCon'));
      expect(puts(`/users/${USER_ID}/personal_info`)).toEqual([
        { country: 'Dominican Republic', phone: '8095550101', dni: '001-1391853-6' },
      ]);
      expect(
        within(progress() as HTMLElement)
          .getByText('Términos y condiciones')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step');

      await acceptTerms(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/FormFirstSong'), {
        timeout: 3000,
      });
      expect(await screen.findByRole('heading', { name: 'Sube tu primera canción' })).toBeVisible();
    },
    WALK_TIMEOUT_MS,
  );
});

describe("'usuario'", () => {
  it(
    'becomes a listener and walks /FormGeneralInfoUser → /FormPersonalInfoUser → terms → /',
    async () => {
      const user = userEvent.setup();
      installServer({ cedulaValid: false });
      const { router } = renderApp('/ChooseRegister');
      await user.click(await screen.findByRole('button', { name: 'usuario' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/FormGeneralInfoUser'));
      expect(puts(`/credentials/${USER_ID}`)).toEqual([{ roles: ['user'] }]);
      expect(getSessionUser()?.roles).toEqual(['user']);
      // Listeners have no progress indicator.
      expect(progress()).toBeNull();

      await fillGeneralInfo(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/FormPersonalInfoUser'));
      expect(progress()).toBeNull();

      // An invalid cédula: the message shows, the data is saved and the walk goes on.
      await fillPersonalInfo(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Cédula o documento inválido');
      await waitFor(() => expect(router.state.location.pathname).toBe('/FormTermsCon'), {
        timeout: 3000,
      });
      expect(puts(`/users/${USER_ID}/personal_info`)).toHaveLength(1);
      expect(progress()).toBeNull();

      await acceptTerms(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    },
    WALK_TIMEOUT_MS,
  );
});

describe('/ChooseRegister failures', () => {
  it("shows 'Error actualizando el rol del usuario', keeps the stored role and stays", async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer | null = { status: 403, data: { message: 'No permitido', errors: [] } };
    installServer({ roleAnswer: () => answer });
    const { router } = renderApp('/ChooseRegister');
    await user.click(await screen.findByRole('button', { name: 'usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error actualizando el rol del usuario',
    );
    expect(router.state.location.pathname).toBe('/ChooseRegister');
    expect(getSessionUser()?.roles).toEqual([]);

    answer = 'network-error';
    await user.click(screen.getByRole('button', { name: 'artista' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === `/credentials/${USER_ID}`)).toHaveLength(2),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error actualizando el rol del usuario',
    );
    expect(getSessionUser()?.roles).toEqual([]);
  });

  it('disables both choices while the role is saved', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    installServer();
    const server = api;
    server.restore();
    api = installFakeApi({
      [`/credentials/${USER_ID}`]: async () => {
        await gate;
        return ok({
          credentials_id: USER_ID,
          email: 'nueva@example.com',
          roles: ['composer'],
          has_uploaded_song: false,
        });
      },
    });
    const { router } = renderApp('/ChooseRegister');
    const artista = await screen.findByRole('button', { name: 'artista' });
    await user.click(artista);
    await waitFor(() => expect(artista).toBeDisabled());
    expect(screen.getByRole('button', { name: 'usuario' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'usuario' }));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormGeneralInfo'));
    expect(api.calls.filter((call) => call.method === 'put')).toHaveLength(1);
  });
});
