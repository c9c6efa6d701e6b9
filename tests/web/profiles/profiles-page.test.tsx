/**
 * Profile pages: 'Cargando...', 'Usuario no encontrado', the
 * display-name rule, biography HTML shown as text, links only for http(s), the email for the owner
 * only, the composer/user routing, and banner/avatar: changed in place by the owner (old image kept
 * on failure), enlarged by everyone else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../domain/auth';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { COMPOSER, deferred, LISTENER } from '../helpers/auth-fixtures';
import { type FakeAnswer, type FakeApi, makeSong, ok, page } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { makeProfile, serveProfiles } from './profiles-helpers';

let api: FakeApi | undefined;

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('loading and missing profiles', () => {
  it("shows 'Cargando...' until the profile arrives", async () => {
    const pending = deferred<FakeAnswer>();
    api = serveProfiles({ '/users/3': () => pending.promise });
    renderApp('/ComposerPerfil/3');
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    pending.resolve(ok(makeProfile(3)));
    expect(await heading('Fello Almonte')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).toBeNull();
  });

  it("says 'Usuario no encontrado' for an unknown id and for ids that are not ids", async () => {
    api = serveProfiles({
      '/users/999': () => ({ status: 404, data: { message: 'Usuario no encontrado', errors: [] } }),
    });
    const first = renderApp('/UserPerfil/999');
    expect(await heading('Usuario no encontrado')).toBeInTheDocument();
    first.unmount();
    renderApp('/ComposerPerfil/abc');
    expect(await heading('Usuario no encontrado')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/users/abc')).toBe(false);
  });
});

describe('display name (spec section 9)', () => {
  it.each<[string, Partial<Profile>]>([
    ['Fello', { nickname: 'Fello', name: 'Rafael', lastName: 'Almonte' }],
    ['Rafael Almonte', { nickname: null, name: 'Rafael', lastName: 'Almonte' }],
    ['Rafael Almonte', { nickname: '   ', name: 'Rafael', lastName: 'Almonte' }],
    ['Rafael', { nickname: null, name: 'Rafael', lastName: null }],
    ['Almonte', { nickname: null, name: '', lastName: 'Almonte' }],
    ['Desconocido', { nickname: null, name: null, lastName: null }],
  ])('shows %s', async (expected, names) => {
    api = serveProfiles({ '/users/3': () => ok(makeProfile(3, names)) });
    renderApp('/ComposerPerfil/3');
    expect(await heading(expected)).toBeInTheDocument();
  });
});

describe('what the page shows', () => {
  it('shows HTML in the biography as text, never as markup', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Negrita</b><script>robar()</script>';
    api = serveProfiles({ '/users/3': () => ok(makeProfile(3, { biografia: html })) });
    renderApp('/ComposerPerfil/3');
    const bio = await screen.findByRole('region', { name: 'Biografía' });
    expect(within(bio).getByText(html)).toBeInTheDocument();
    expect(bio.querySelector('b, script, img')).toBeNull();
  });

  it('renders only http(s) social links as links, opening safely in a new tab', async () => {
    api = serveProfiles({
      '/users/3': () =>
        ok(
          makeProfile(3, {
            social_network_selected: ['Facebook', 'Twitter', 'Youtube'],
            social_network_link: [
              'https://www.facebook.com/fello',
              'javascript:alert(1)',
              'http://youtube.com/@fello',
            ],
          }),
        ),
    });
    renderApp('/ComposerPerfil/3');
    const contact = await screen.findByRole('region', { name: 'Contacto' });
    const facebook = within(contact).getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/fello');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).getByRole('link', { name: /Youtube/ })).toHaveAttribute(
      'href',
      'http://youtube.com/@fello',
    );
    expect(within(contact).queryByRole('link', { name: /Twitter/ })).toBeNull();
    expect(within(contact).getByText('Twitter: javascript:alert(1)')).toBeInTheDocument();
    expect(contact.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows instruments, phone and the compositions row of a composer', async () => {
    api = serveProfiles({
      '/users/3': () => ok(makeProfile(3)),
      '/songsFromRepertoire': (config) => {
        expect(config.params).toMatchObject({ userId: 3, offset: 0 });
        return ok(page([makeSong(1, { title: 'Niño del Cibao' }), makeSong(2)]));
      },
    });
    renderApp('/ComposerPerfil/3');
    const instruments = await screen.findByRole('region', { name: 'Instrumentos' });
    expect(
      within(instruments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acordeón', 'Güira']);
    expect(screen.getByRole('link', { name: '809-555-0102' })).toHaveAttribute(
      'href',
      'tel:8095550102',
    );
    const row = await screen.findByRole('list', { name: 'Composiciones' });
    await waitFor(() => expect(within(row).getAllByRole('listitem')).toHaveLength(2));
  });

  it("shows the account's email to the owner only", async () => {
    saveSessionUser(COMPOSER);
    api = serveProfiles(
      {
        '/users/23': () => ok(makeProfile(23)),
        '/credentials/23': () => ok({ email: 'compositor@tambora.app' }),
      },
      COMPOSER,
    );
    const own = renderApp('/ComposerPerfil/23');
    expect(await screen.findByRole('link', { name: 'compositor@tambora.app' })).toHaveAttribute(
      'href',
      'mailto:compositor@tambora.app',
    );
    own.unmount();
    resetSessionStoreForTests();
    saveSessionUser(LISTENER);
    api.restore();
    api = serveProfiles({ '/users/23': () => ok(makeProfile(23)) }, LISTENER);
    renderApp('/ComposerPerfil/23');
    await heading('Fello Almonte');
    expect(screen.queryByText('compositor@tambora.app')).toBeNull();
    expect(api.calls.some((call) => call.url === '/credentials/23')).toBe(false);
  });
});

describe('composer or admin → composer profile, user → user profile', () => {
  it('sends a listener’s id from /ComposerPerfil to /UserPerfil, without compositions', async () => {
    api = serveProfiles({ '/users/21': () => ok(makeProfile(21, { roles: ['user'] })) });
    const { router } = renderApp('/ComposerPerfil/21');
    await waitFor(() => expect(router.state.location.pathname).toBe('/UserPerfil/21'));
    expect(await heading('Fello Almonte')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Composiciones' })).toBeNull();
  });

  it('sends an admin’s id from /UserPerfil to /ComposerPerfil', async () => {
    api = serveProfiles({ '/users/1': () => ok(makeProfile(1, { roles: ['admin'] })) });
    const { router } = renderApp('/UserPerfil/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ComposerPerfil/1'));
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
  });

  it.each([
    [['productor'], 'Rol no reconocido'],
    [[], 'Rol no disponible'],
  ])('roles %j show %s', async (roles, text) => {
    api = serveProfiles({ '/users/9': () => ok(makeProfile(9, { roles })) });
    renderApp('/UserPerfil/9');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('banner and avatar', () => {
  it('others enlarge them in a modal; without an image it says so', async () => {
    const actor = userEvent.setup();
    api = serveProfiles({
      '/users/3': () => ok(makeProfile(3, { userImageUrl: '/media/images/fello.webp' })),
    });
    renderApp('/ComposerPerfil/3');
    await heading('Fello Almonte');
    expect(screen.queryByRole('button', { name: 'Cambiar foto de perfil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar portada' })).toBeNull();

    await actor.click(screen.getByRole('button', { name: 'Ampliar foto de perfil' }));
    const avatar = await screen.findByRole('dialog', { name: 'Foto de perfil' });
    expect(within(avatar).getByRole('img')).toHaveAttribute('src', '/media/images/fello.webp');
    await actor.click(within(avatar).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await actor.click(screen.getByRole('button', { name: 'Ampliar portada' }));
    const banner = await screen.findByRole('dialog', { name: 'Portada' });
    expect(within(banner).getByText('No hay imagen para mostrar.')).toBeInTheDocument();
    expect(within(banner).queryByRole('img')).toBeNull();
  });

  it('the owner changes the avatar in place: upload, then save its address', async () => {
    const actor = userEvent.setup();
    saveSessionUser(COMPOSER);
    let stored = makeProfile(23);
    api = serveProfiles(
      {
        '/users/23': (config) => {
          if (config.method === 'put') {
            stored = { ...stored, ...JSON.parse(String(config.data)) };
          }
          return ok(stored);
        },
        '/credentials/23': () => ok({ email: 'compositor@tambora.app' }),
        '/storage/images': () => ({
          status: 201,
          data: { url: '/media/images/nueva.webp', thumbUrl: '/media/images/nueva-thumb.webp' },
        }),
      },
      COMPOSER,
    );
    renderApp('/ComposerPerfil/23');
    await heading('Fello Almonte');
    expect(screen.queryByRole('button', { name: 'Ampliar foto de perfil' })).toBeNull();
    const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    await actor.upload(input, new File(['png'], 'yo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByAltText('Foto de perfil de Fello Almonte')).toHaveAttribute(
        'src',
        '/media/images/nueva.webp',
      ),
    );
    const put = api.calls.find((call) => call.method === 'put');
    expect(JSON.parse(String(put?.data))).toEqual({ userImageUrl: '/media/images/nueva.webp' });
    // The avatar menu shows the new picture too (same profile query).
    const menuAvatar = screen.getByRole('button', { name: 'Menú de usuario' }).querySelector('img');
    expect(menuAvatar).toHaveAttribute('src', '/media/images/nueva.webp');
    // And says so.
    // A notification fades in: wait for it rather than catch it mid-transition.
    await waitFor(() => expect(screen.getByText('Foto de perfil actualizada')).toBeVisible());
  });

  it.each([
    [413, 'El archivo supera el tamaño máximo de 5 MB'],
    [415, 'Tipo de archivo no admitido. Suba una imagen JPEG, PNG o WEBP.'],
  ])('a %i keeps the old banner and shows the server’s Spanish text', async (status, text) => {
    const actor = userEvent.setup();
    saveSessionUser(COMPOSER);
    api = serveProfiles(
      {
        '/users/23': () => ok(makeProfile(23, { bannerImage: '/media/images/vieja.webp' })),
        '/credentials/23': () => ok({ email: 'compositor@tambora.app' }),
        '/storage/images': () => ({ status, data: { message: text, errors: [text] } }),
      },
      COMPOSER,
    );
    renderApp('/ComposerPerfil/23');
    await heading('Fello Almonte');
    const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0];
    await actor.upload(input, new File(['x'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    const banner = screen.getByRole('button', { name: 'Cambiar portada' }).querySelector('img');
    expect(banner).toHaveAttribute('src', '/media/images/vieja.webp');
    expect(api.calls.some((call) => call.method === 'put')).toBe(false);
  });
});
