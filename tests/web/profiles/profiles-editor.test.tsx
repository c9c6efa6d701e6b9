/**
 * The profile editor (/EditPerfil, /EditPerfilUser): every field filled from the stored profile,
 * 'Ninguno' excludes the other instruments, social rows must hold http(s) links (`javascript:`
 * refused in Spanish before anything is sent), the whole profile merged is saved, the server's
 * errors are shown, and only the owner or an admin gets the form.
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
import { ADMIN, COMPOSER, LISTENER } from '../helpers/auth-fixtures';
import { type FakeApi, type FakeRoute, ok } from '../helpers/fake-api';
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

const STORED = makeProfile(23, {
  bannerImage: '/media/images/banner.webp',
  userImageUrl: '/media/images/yo.webp',
  social_network_selected: ['Facebook'],
  social_network_link: ['https://www.facebook.com/fello'],
});

function serveEditor(
  put: FakeRoute = (config) => ok({ ...STORED, ...JSON.parse(String(config.data)) }),
) {
  saveSessionUser(COMPOSER);
  api = serveProfiles(
    {
      '/users/23': (config) => (config.method === 'put' ? put(config) : ok(STORED)),
      '/credentials/23': () => ok({ email: 'compositor@tambora.app' }),
    },
    COMPOSER,
  );
  return api;
}

/**
 * Mantine positions its dropdowns with floating-ui, which sees jsdom's zero-size boxes as a hidden
 * anchor and hides the list; the options are there and react to clicks as in a browser.
 */
async function pick(actor: ReturnType<typeof userEvent.setup>, picker: HTMLElement, name: string) {
  await actor.click(picker);
  // Several pickers are on the page: the option of this one's list.
  await waitFor(() => expect(picker).toHaveAttribute('aria-controls'));
  const list = document.getElementById(picker.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the picker has no list');
  await actor.click(await within(list).findByRole('option', { name, hidden: true }));
}

const puts = () => (api?.calls ?? []).filter((call) => call.method === 'put');

async function openEditor() {
  renderApp('/EditPerfil/23');
  return screen.findByRole('form', { name: 'Editar perfil' });
}

describe('the form', () => {
  it('is filled from the stored profile, social rows included', async () => {
    serveEditor();
    const form = await openEditor();
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Rafael');
    expect(within(form).getByLabelText(/^Apellido/)).toHaveValue('Almonte');
    expect(within(form).getByLabelText('Usuario/Apodo')).toHaveValue('Fello Almonte');
    expect(within(form).getByLabelText('Teléfono')).toHaveValue('809-555-0102');
    expect(within(form).getByRole('combobox', { name: 'Nacionalidad' })).toHaveValue(
      'Dominicano/a',
    );
    expect(within(form).getByLabelText('Biografía')).toHaveValue('Acordeonista de Tamboril.');
    expect(within(form).getByRole('combobox', { name: 'Red social 1' })).toHaveValue('Facebook');
    expect(within(form).getByLabelText('Enlace 1')).toHaveValue('https://www.facebook.com/fello');
  });

  it("'Ninguno' clears the other instruments, and an instrument clears 'Ninguno'", async () => {
    const actor = userEvent.setup({ delay: null });
    serveEditor();
    const form = await openEditor();
    const pills = () =>
      Array.from(form.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);
    expect(pills()).toEqual(['Acordeón', 'Güira']);
    const picker = within(form).getByRole('combobox', { name: 'Instrumentos' });
    await pick(actor, picker, 'Ninguno');
    await waitFor(() => expect(pills()).toEqual(['Ninguno']));
    await pick(actor, picker, 'Piano');
    await waitFor(() => expect(pills()).toEqual(['Piano']));
  });
});

describe('social links', () => {
  async function addRow(link: string, network: string | null = 'Twitter') {
    const actor = userEvent.setup({ delay: null });
    const form = await openEditor();
    await actor.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    if (network) {
      await pick(actor, within(form).getByRole('combobox', { name: 'Red social 2' }), network);
    }
    if (link) await actor.type(within(form).getByLabelText('Enlace 2'), link);
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    return form;
  }

  it.each([
    ['javascript:alert(document.cookie)', 'El enlace debe ser una URL http(s) válida'],
    ['mi página de twitter', 'El enlace debe ser una URL http(s) válida'],
    ['data:text/html,hola', 'El enlace debe ser una URL http(s) válida'],
    ['', 'Escriba el enlace de la red social'],
  ])('%j is refused before sending: %s', async (link, text) => {
    serveEditor();
    const form = await addRow(link);
    const field = within(form).getByLabelText('Enlace 2');
    expect(await within(form).findByText(text)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(puts()).toHaveLength(0);
  });

  it('a row without its network is refused too', async () => {
    serveEditor();
    const form = await addRow('https://x.com/fello', null);
    expect(await within(form).findByText('Elija la red social')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('rows can be removed', async () => {
    const actor = userEvent.setup({ delay: null });
    serveEditor();
    const form = await openEditor();
    await actor.click(within(form).getByRole('button', { name: 'Quitar red social 1' }));
    expect(within(form).queryByLabelText('Enlace 1')).toBeNull();
    expect(within(form).getByText('Aún no has agregado redes sociales.')).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('sends the whole profile merged with the form, then shows the profile', async () => {
    const actor = userEvent.setup({ delay: null });
    serveEditor();
    const form = await openEditor();
    const bio = within(form).getByLabelText('Biografía');
    await actor.clear(bio);
    await actor.type(bio, 'Línea uno{enter}<b>Línea dos</b>');
    await actor.click(within(form).getByRole('button', { name: 'Agregar red social' }));
    await pick(actor, within(form).getByRole('combobox', { name: 'Red social 2' }), 'TikTok');
    await actor.type(within(form).getByLabelText('Enlace 2'), '  https://www.tiktok.com/@fello  ');
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = JSON.parse(String(puts()[0].data)) as Partial<Profile>;
    expect(body).toEqual({
      name: 'Rafael',
      lastName: 'Almonte',
      nickname: 'Fello Almonte',
      phone: '809-555-0102',
      instruments: ['Acordeón', 'Güira'],
      nationality: 'Dominicano/a',
      biografia: 'Línea uno\n<b>Línea dos</b>',
      bannerImage: '/media/images/banner.webp',
      userImageUrl: '/media/images/yo.webp',
      social_network_selected: ['Facebook', 'TikTok'],
      social_network_link: ['https://www.facebook.com/fello', 'https://www.tiktok.com/@fello'],
    });
    // Said in words too.
    // A notification fades in: wait for it rather than catch it mid-transition.
    await waitFor(() => expect(screen.getByText('Perfil actualizado')).toBeVisible());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fello Almonte' }),
    ).toBeInTheDocument();
    // The biography is still text on the profile.
    expect(screen.getByText(/<b>Línea dos<\/b>/)).toBeInTheDocument();
  });

  it("shows the server's errors and keeps the form", async () => {
    const actor = userEvent.setup({ delay: null });
    serveEditor(() => ({
      status: 400,
      data: {
        message: 'Los datos enviados no son válidos',
        errors: ['El enlace debe ser una URL http(s) válida'],
      },
    }));
    const form = await openEditor();
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(form).findByText('El enlace debe ser una URL http(s) válida'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
  });

  it('requires Nombre and Apellido', async () => {
    const actor = userEvent.setup({ delay: null });
    serveEditor();
    const form = await openEditor();
    await actor.clear(within(form).getByLabelText(/^Nombre/));
    await actor.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('Campo es requerido')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nombre/)).toHaveFocus();
    expect(puts()).toHaveLength(0);
  });
});

describe('who gets the editor', () => {
  it("someone else's profile: no form", async () => {
    saveSessionUser(COMPOSER);
    api = serveProfiles({ '/users/5': () => ok(makeProfile(5)) }, COMPOSER);
    renderApp('/EditPerfil/5');
    expect(await screen.findByText('No tiene permiso para editar este perfil.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('an admin edits anyone', async () => {
    saveSessionUser(ADMIN);
    api = serveProfiles({ '/users/5': () => ok(makeProfile(5)) }, ADMIN);
    renderApp('/EditPerfil/5');
    expect(await screen.findByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
  });

  it('routes by role: a listener is sent home from /EditPerfil, a composer from /EditPerfilUser', async () => {
    saveSessionUser(LISTENER);
    api = serveProfiles({ '/users/21': () => ok(makeProfile(21, { roles: ['user'] })) }, LISTENER);
    const listener = renderApp('/EditPerfil/21');
    await waitFor(() => expect(listener.router.state.location.pathname).toBe('/'));
    listener.unmount();
    const own = renderApp('/EditPerfilUser/21');
    expect(await screen.findByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
    own.unmount();

    resetSessionStoreForTests();
    saveSessionUser(COMPOSER);
    const composer = renderApp('/EditPerfilUser/23');
    await waitFor(() => expect(composer.router.state.location.pathname).toBe('/'));
  });
});
