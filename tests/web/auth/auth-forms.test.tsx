/**
 * The account screens of spec sections 4, 5 and 8 rendered in the whole app (router, guards,
 * layout), with the HTTP layer faked: every validation text, every failure text, the error list
 * that clears itself after 5 s and the 2-second moves of the reset flow.
 */

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../../domain/auth';
import { MODERATION_TEXTS } from '../../../domain/moderation-texts';
import {
  getSessionUser,
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { clearAllTables, db } from '../../../src/lib/db';
import { bodyOf, deferred, HOME_ROUTES, LISTENER, NEW_COMPOSER } from '../helpers/auth-fixtures';
import { type FakeApi, type FakeRoute, installFakeApi, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

// Shaped like the server's tokens (43 base64url characters): others are a missing request.
const TOKEN = 'tok_0123456789abcdef0123456789abcdef0123456';
let api: FakeApi | undefined;

function serve(routes: Record<string, FakeRoute>) {
  api = installFakeApi({ ...HOME_ROUTES, ...routes });
  return api;
}

function callsTo(path: string) {
  return (api?.calls ?? []).filter((call) => call.url === path);
}

beforeEach(async () => {
  await clearAllTables(db);
  resetSessionStoreForTests();
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
});

/** Fake timers for the 5 s and 2 s rules; real time still flows for the router and React. */
function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const emailBox = () => screen.getByRole('textbox', { name: /Correo electrónico/ });
const passwordBox = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('/LoginPageV1', () => {
  it('asks for the email and the password with the spec texts, and sends nothing', async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/LoginPageV1');
    await user.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(AUTH_TEXTS.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.passwordRequired)).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    expect(callsTo('/login')).toHaveLength(0);
  });

  it('refuses an email that is not one', async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/LoginPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'oyente');
    await user.type(passwordBox(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(AUTH_TEXTS.invalidEmail)).toBeInTheDocument();
    expect(callsTo('/login')).toHaveLength(0);
  });

  it('links to registration and to the forgotten-password screen', async () => {
    serve({});
    renderApp('/LoginPageV1');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Registrarse' })).toHaveAttribute(
      'href',
      '/RegisterPageV1',
    );
    expect(within(main).getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/FormPasswordForgotten',
    );
  });

  it("shows the server's message for a wrong password, without signing anyone out, and clears it after 5 s", async () => {
    serve({
      '/login': () => ({
        status: 401,
        data: { message: 'Correo o contraseña incorrectos', errors: [] },
      }),
    });
    localStorage.setItem('unrelated', 'kept');
    const { router } = renderApp('/LoginPageV1');
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    const user = fakeClock();
    await user.type(emailBox(), 'oyente@tambora.app');
    await user.type(passwordBox(/^Contraseña/), 'mala');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Correo o contraseña incorrectos');
    expect(callsTo('/login')[0].skipUnauthorizedRedirect).toBe(true);
    expect(bodyOf(callsTo('/login')[0])).toEqual({
      email: 'oyente@tambora.app',
      password: 'mala',
    });
    expect(router.state.location.pathname).toBe('/LoginPageV1');
    expect(localStorage.getItem('unrelated')).toBe('kept');

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Correo o contraseña incorrectos')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Correo o contraseña incorrectos')).toBeNull());
  });

  it('says so when the account is suspended', async () => {
    const user = userEvent.setup();
    serve({
      '/login': () => ({ status: 403, data: { message: MODERATION_TEXTS.suspended, errors: [] } }),
    });
    const { router } = renderApp('/LoginPageV1');
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    await user.type(emailBox(), 'suspendida@tambora.app');
    await user.type(passwordBox(/^Contraseña/), 'Clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu cuenta está suspendida por un administrador. Mientras lo esté no puedes iniciar sesión.',
    );
    expect(router.state.location.pathname).toBe('/LoginPageV1');
  });

  it('shows an array answer as a list of red banners', async () => {
    const user = userEvent.setup();
    serve({
      '/login': () => ({ status: 400, data: ['Correo inválido', 'Contraseña muy larga'] }),
    });
    renderApp('/LoginPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.type(passwordBox(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Correo inválido',
      'Contraseña muy larga',
    ]);
  });

  it("falls back to 'Error al iniciar sesión' when the server says nothing useful", async () => {
    const user = userEvent.setup();
    serve({ '/login': () => ({ status: 500, data: '' }) });
    renderApp('/LoginPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.type(passwordBox(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
  });

  it('signs a listener in, saves them and goes home', async () => {
    const user = userEvent.setup();
    serve({ '/login': () => ok(LISTENER) });
    const { router } = renderApp('/LoginPageV1');
    await user.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'oyente@tambora.app',
    );
    await user.type(passwordBox(/^Contraseña/), 'Tambora2026!');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSessionUser()).toEqual(LISTENER);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(LISTENER);
  });

  it('sends a composer without an uploaded song to /FormFirstSong', async () => {
    const user = userEvent.setup();
    serve({ '/login': () => ok(NEW_COMPOSER) });
    const { router } = renderApp('/LoginPageV1');
    await user.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'nuevo@tambora.app',
    );
    await user.type(passwordBox(/^Contraseña/), 'Tambora2026!');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormFirstSong'));
    // The screen itself is the onboarding's; it may take a moment to load.
    expect(
      await screen.findByRole('heading', { name: 'Sube tu primera canción' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('sends one request however fast the button is pressed twice', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; data: unknown }>();
    serve({ '/login': () => answer.promise });
    renderApp('/LoginPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.type(passwordBox(/^Contraseña/), 'x');
    const button = screen.getByRole('button', { name: 'Iniciar Sesión' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(callsTo('/login')).toHaveLength(1);
    expect(button).toBeDisabled();
    answer.resolve(ok(LISTENER) as { status: number; data: unknown });
    await waitFor(() => expect(getSessionUser()).toEqual(LISTENER));
  });

  it('sends a signed-in person who opens the login page home', async () => {
    saveSessionUser(LISTENER);
    serve({ '/session': () => ok(LISTENER) });
    const { router } = renderApp('/LoginPageV1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/RegisterPageV1', () => {
  it("asks for the email ('Email is required')", async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/RegisterPageV1');
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(AUTH_TEXTS.emailRequired)).toBeInTheDocument();
    expect(callsTo('/request_validate_email_with_code')).toHaveLength(0);
  });

  it('asks for a code, remembers the answer and opens the code entry with its token', async () => {
    const user = userEvent.setup();
    serve({
      '/request_validate_email_with_code': (config) =>
        ok({ email: (bodyOf(config) as { email: string }).email, validationToken: TOKEN }),
    });
    const { router } = renderApp('/RegisterPageV1');
    await user.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'nueva@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormOTPInputValidateEmail'));
    expect(router.state.location.search).toEqual({ token: TOKEN });
    expect(JSON.parse(sessionStorage.getItem('validationEmailResponse') ?? 'null')).toEqual({
      email: 'nueva@example.com',
      validationToken: TOKEN,
    });
    expect(await screen.findByText('nueva@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 4' })).toBeInTheDocument();
  });

  it("shows the server's message for an email already registered", async () => {
    const user = userEvent.setup();
    serve({
      '/request_validate_email_with_code': () => ({
        status: 409,
        data: { message: 'El correo electrónico ya está registrado', errors: [] },
      }),
    });
    renderApp('/RegisterPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico ya está registrado',
    );
  });

  it("falls back to 'Error en el registro'", async () => {
    const user = userEvent.setup();
    serve({ '/request_validate_email_with_code': () => ({ status: 502, data: null }) });
    renderApp('/RegisterPageV1');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el registro');
  });

  it("goes to /ChooseRegister once the 'registered' flag is set", async () => {
    saveSessionUser(LISTENER);
    localStorage.setItem('registered', 'true');
    serve({ '/session': () => ok(LISTENER) });
    const { router } = renderApp('/RegisterPageV1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ChooseRegister'));
  });
});

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Dígito 1 de 4' }));
  await user.keyboard(code);
}

describe('/FormOTPInputValidateEmail', () => {
  it("posts {token, code} and shows the server's 'El código no coincide', emptying the boxes", async () => {
    const user = userEvent.setup();
    serve({
      '/validate_email_code': () => ({
        status: 400,
        data: { message: AUTH_TEXTS.codeMismatch, errors: [] },
      }),
    });
    renderApp(`/FormOTPInputValidateEmail?token=${TOKEN}`);
    await typeCode(user, '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no coincide');
    expect(bodyOf(callsTo('/validate_email_code')[0])).toEqual({ token: TOKEN, code: '1234' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Dígito 4 de 4' })).toHaveValue('');
  });

  it('leads to /FormRegisterValidated on a match, remembering the verified email and token', async () => {
    const user = userEvent.setup();
    serve({ '/validate_email_code': () => ok({ email: 'nueva@example.com', verified: true }) });
    const { router } = renderApp(`/FormOTPInputValidateEmail?token=${TOKEN}`);
    await typeCode(user, '4321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormRegisterValidated'));
    expect(JSON.parse(sessionStorage.getItem('validationEmailResponse') ?? 'null')).toEqual({
      email: 'nueva@example.com',
      validationToken: TOKEN,
    });
    expect(await screen.findByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  });

  it('sends a new code to the remembered email and follows the new token', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      'validationEmailResponse',
      JSON.stringify({ email: 'nueva@example.com', validationToken: TOKEN }),
    );
    serve({
      '/request_validate_email_with_code': () =>
        ok({
          email: 'nueva@example.com',
          validationToken: 'tok_nuevo_0123456789abcdef0123456789abcdef0',
        }),
    });
    const { router } = renderApp(`/FormOTPInputValidateEmail?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        token: 'tok_nuevo_0123456789abcdef0123456789abcdef0',
      }),
    );
    expect(bodyOf(callsTo('/request_validate_email_with_code')[0])).toEqual({
      email: 'nueva@example.com',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Te enviamos un código nuevo.');
  });

  it('treats a cut token like a missing one, in Spanish', async () => {
    serve({});
    renderApp('/FormOTPInputValidateEmail?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Falta la solicitud del código o ya no es válida. Vuelve a pedir uno nuevo.',
    );
  });

  it('says what is missing without a token', async () => {
    serve({});
    renderApp('/FormOTPInputValidateEmail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta la solicitud del código');
    expect(screen.getByRole('link', { name: 'Volver a empezar' })).toHaveAttribute(
      'href',
      '/RegisterPageV1',
    );
  });
});

describe('/FormOTPInput (reset code)', () => {
  it('posts the code to /verify_reset_code and leads to /FormRestorePassword', async () => {
    const user = userEvent.setup();
    serve({ '/verify_reset_code': () => ok({ email: 'oyente@tambora.app', verified: true }) });
    const { router } = renderApp(`/FormOTPInput?token=${TOKEN}`);
    await typeCode(user, '5555');
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormRestorePassword'));
    expect(bodyOf(callsTo('/verify_reset_code')[0])).toEqual({ token: TOKEN, code: '5555' });
    expect(JSON.parse(sessionStorage.getItem('forgottenPasswordResponse') ?? 'null')).toEqual({
      email: 'oyente@tambora.app',
      resetToken: TOKEN,
    });
  });
});

describe('/FormRegisterValidated', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'validationEmailResponse',
      JSON.stringify({ email: 'nueva@example.com', validationToken: TOKEN }),
    );
  });

  it('asks for both passwords with the spec texts', async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/FormRegisterValidated');
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(AUTH_TEXTS.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.passwordConfirmationRequired)).toBeInTheDocument();
    expect(callsTo('/register')).toHaveLength(0);
  });

  it("says 'Las contraseñas no coinciden' when they differ", async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/FormRegisterValidated');
    await user.type(await screen.findByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto1');
    await user.type(passwordBox(/^Confirmar contraseña/), 'secreto2');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(AUTH_TEXTS.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo('/register')).toHaveLength(0);
  });

  it("creates the account, saves the person, sets the 'registered' flag, sends the welcome mail and goes to /ChooseRegister", async () => {
    const user = userEvent.setup();
    const fresh = { ...LISTENER, email: 'nueva@example.com' };
    serve({
      '/register': () => ({ status: 201, data: fresh }),
      '/sendRegistrationNotification': () => ({ status: 202, data: { message: 'ok' } }),
    });
    const { router } = renderApp('/FormRegisterValidated');
    await user.type(await screen.findByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto1');
    await user.type(passwordBox(/^Confirmar contraseña/), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ChooseRegister'));
    expect(bodyOf(callsTo('/register')[0])).toEqual({
      email: 'nueva@example.com',
      password: 'secreto1',
      validationToken: TOKEN,
    });
    expect(getSessionUser()).toEqual(fresh);
    expect(localStorage.getItem('registered')).toBe('true');
    expect(sessionStorage.getItem('validationEmailResponse')).toBeNull();
    await waitFor(() => expect(callsTo('/sendRegistrationNotification')).toHaveLength(1));
  });

  it('still reaches /ChooseRegister when the welcome mail fails', async () => {
    const user = userEvent.setup();
    serve({
      '/register': () => ({ status: 201, data: LISTENER }),
      '/sendRegistrationNotification': () => ({ status: 500, data: null }),
    });
    const { router } = renderApp('/FormRegisterValidated');
    await user.type(await screen.findByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto1');
    await user.type(passwordBox(/^Confirmar contraseña/), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ChooseRegister'));
  });

  it("shows the server's error list, else 'Error en el registro'", async () => {
    const user = userEvent.setup();
    serve({
      '/register': () => ({
        status: 400,
        data: { message: 'Datos inválidos', errors: [AUTH_TEXTS.newPasswordRule] },
      }),
    });
    renderApp('/FormRegisterValidated');
    await user.type(await screen.findByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto1');
    await user.type(passwordBox(/^Confirmar contraseña/), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.newPasswordRule);
    expect(getSessionUser()).toBeNull();
  });

  it('links back to /', async () => {
    serve({});
    renderApp('/FormRegisterValidated');
    expect(await screen.findByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends to registration when no email was validated in this tab', async () => {
    sessionStorage.clear();
    serve({});
    renderApp('/FormRegisterValidated');
    expect(await screen.findByRole('alert')).toHaveTextContent('Primero valida tu correo');
  });
});

describe('/FormPasswordForgotten', () => {
  it("asks for the email ('Email is required')", async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/FormPasswordForgotten');
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(AUTH_TEXTS.emailRequired)).toBeInTheDocument();
  });

  it('shows the generic message, remembers the email and opens the code entry after 2 s', async () => {
    serve({
      '/request_password_reset_with_code': () =>
        ok({ message: AUTH_TEXTS.resetGeneric, email: 'oyente@tambora.app', resetToken: TOKEN }),
    });
    const { router } = renderApp('/FormPasswordForgotten');
    await screen.findByRole('button', { name: 'Enviar' });
    const user = fakeClock();
    await user.type(emailBox(), 'oyente@tambora.app');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(AUTH_TEXTS.resetGeneric)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('forgottenPasswordResponse') ?? 'null')).toEqual({
      email: 'oyente@tambora.app',
      resetToken: TOKEN,
    });
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/FormPasswordForgotten');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormOTPInput'));
    expect(router.state.location.search).toEqual({ token: TOKEN });
  });

  it("shows the server's message, else 'Ocurrió un error'", async () => {
    const user = userEvent.setup();
    serve({
      '/request_password_reset_with_code': () => ({
        status: 429,
        data: { message: 'Demasiados intentos. Espera unos minutos.', errors: [] },
      }),
    });
    renderApp('/FormPasswordForgotten');
    await user.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'a@b.do');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });
});

describe('/FormRestorePassword', () => {
  const remember = () =>
    sessionStorage.setItem(
      'forgottenPasswordResponse',
      JSON.stringify({ email: 'oyente@tambora.app', resetToken: TOKEN }),
    );

  it('asks for a new password of at least 6 characters and its confirmation', async () => {
    const user = userEvent.setup();
    remember();
    serve({});
    renderApp('/FormRestorePassword');
    await user.type(
      await screen.findByLabelText(/^Nueva contraseña/, { selector: 'input' }),
      '12345',
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByText(AUTH_TEXTS.newPasswordRule)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.passwordConfirmationRequired)).toBeInTheDocument();
    await user.type(passwordBox(/^Nueva contraseña/), '6');
    await user.type(passwordBox(/^Confirmar contraseña/), '1234567');
    expect(screen.queryByText(AUTH_TEXTS.newPasswordRule)).toBeNull();
    expect(screen.getByText(AUTH_TEXTS.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo('/update_password')).toHaveLength(0);
  });

  it("says 'No email found for password reset' without a remembered email", async () => {
    const user = userEvent.setup();
    serve({});
    renderApp('/FormRestorePassword');
    await user.type(
      await screen.findByLabelText(/^Nueva contraseña/, { selector: 'input' }),
      'nueva123',
    );
    await user.type(passwordBox(/^Confirmar contraseña/), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No email found for password reset');
    expect(callsTo('/update_password')).toHaveLength(0);
  });

  it("updates the password, says 'Contraseña actualizada con éxito' and goes to /LoginPageV1 after 2 s", async () => {
    remember();
    serve({ '/update_password': () => ok({ message: AUTH_TEXTS.passwordUpdated }) });
    const { router } = renderApp('/FormRestorePassword');
    await screen.findByRole('button', { name: 'Actualizar contraseña' });
    const user = fakeClock();
    await user.type(passwordBox(/^Nueva contraseña/), 'nueva123');
    await user.type(passwordBox(/^Confirmar contraseña/), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada con éxito')).toBeInTheDocument();
    expect(bodyOf(callsTo('/update_password')[0])).toEqual({
      email: 'oyente@tambora.app',
      newPassword: 'nueva123',
      resetToken: TOKEN,
    });
    expect(sessionStorage.getItem('forgottenPasswordResponse')).toBeNull();
    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/FormRestorePassword');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/LoginPageV1'));
  });
});
