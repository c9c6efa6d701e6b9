/**
 * Onboarding forms one by one (spec section 5): validation messages, the 'Ninguno' rule, the
 * cédula as typed, the terms messages. The HTTP layer is faked; the app, router and layout are real.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Profile } from '../../../domain/auth';
import { TERMS_CLAUSES } from '../../../domain/terms-clauses';
import { TERMS_SERVER_TEXTS, TERMS_VERSION } from '../../../domain/terms-texts';
import { getSessionUser } from '../../../src/features/auth/session-store';
import { applyInstrumentChoice } from '../../../src/features/profiles/instruments';
import { type FakeAnswer, type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';
import { blankProfile, putBodies, requestBody, signInNewcomer } from './onboarding-helpers';

const USER_ID = 7;
let api: FakeApi;

function profile(overrides: Partial<Profile> = {}): Profile {
  return blankProfile(USER_ID, { roles: ['composer'], ...overrides });
}

function signIn(roles: string[]) {
  signInNewcomer(USER_ID, roles);
}

function puts(path: string) {
  return putBodies(api, path);
}

/**
 * Mantine positions its dropdowns with floating-ui, which sees jsdom's zero-size boxes as a hidden
 * anchor and hides the list; the options are there and react to clicks as in a browser.
 */
function findOption(name: string) {
  return screen.findByRole('option', { name, hidden: true });
}

/** GET answers the stored profile; PUT answers what `onPut` says. */
function usersRoute(onPut: (config: InternalAxiosRequestConfig) => FakeAnswer, stored = profile()) {
  return (config: InternalAxiosRequestConfig): FakeAnswer =>
    config.method === 'put' ? onPut(config) : ok(stored);
}

beforeEach(() => {
  signIn(['composer']);
});

afterEach(() => api?.restore());

describe("'Ninguno' in the instrument list", () => {
  it('choosing Ninguno clears the others, and an instrument clears Ninguno', () => {
    expect(applyInstrumentChoice(['Piano', 'Güira'], ['Piano', 'Güira', 'Ninguno'])).toEqual([
      'Ninguno',
    ]);
    expect(applyInstrumentChoice(['Ninguno'], ['Ninguno', 'Piano'])).toEqual(['Piano']);
    expect(applyInstrumentChoice(['Piano'], ['Piano', 'Bajo'])).toEqual(['Piano', 'Bajo']);
    expect(applyInstrumentChoice(['Piano', 'Bajo'], ['Bajo'])).toEqual(['Bajo']);
  });
});

describe('general info (/FormGeneralInfo and /FormGeneralInfoUser)', () => {
  it("asks for Nombre and Apellido with 'Campo es requerido' and saves nothing", async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [`/users/${USER_ID}`]: usersRoute(() => ok(profile())) });
    renderApp('/FormGeneralInfo');
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    const lastName = screen.getByRole('textbox', { name: 'Apellido' });
    expect(name).toHaveAccessibleDescription('Campo es requerido');
    expect(lastName).toHaveAccessibleDescription('Campo es requerido');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(puts(`/users/${USER_ID}`)).toHaveLength(0);

    // Blanks are not a name; the nickname stays optional.
    await user.type(name, '   ');
    await user.type(lastName, 'Guerra');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Campo es requerido',
    );
    expect(screen.getByRole('textbox', { name: 'Apellido' })).not.toHaveAccessibleDescription(
      'Campo es requerido',
    );
    expect(puts(`/users/${USER_ID}`)).toHaveLength(0);
  });

  it("keeps 'Ninguno' exclusive in the instrument picker", async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [`/users/${USER_ID}`]: usersRoute(() => ok(profile())) });
    renderApp('/FormGeneralInfo');
    const picker = await screen.findByRole('combobox', { name: 'Instrumentos' });

    const pick = async (option: string) => {
      await user.click(picker);
      await user.click(await findOption(option));
    };
    const picked = () => {
      const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"]');
      return hidden?.value ?? '';
    };

    await pick('Piano');
    await pick('Güira');
    expect(picked()).toBe('Piano,Güira');
    await pick('Ninguno');
    expect(picked()).toBe('Ninguno');
    await pick('Tambora');
    expect(picked()).toBe('Tambora');
  });

  it('sends the trimmed fields to PUT /users/{id} and shows the server message on failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    api = installFakeApi({
      [`/users/${USER_ID}`]: usersRoute(() =>
        fail
          ? { status: 400, data: { message: 'Datos inválidos', errors: [] } }
          : ok(profile({ name: 'Juan Luis' })),
      ),
    });
    const { router } = renderApp('/FormGeneralInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), '  Juan Luis ');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Guerra');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos');
    expect(router.state.location.pathname).toBe('/FormGeneralInfo');
    expect(puts(`/users/${USER_ID}`)).toEqual([
      { name: 'Juan Luis', lastName: 'Guerra', nickname: null, instruments: [] },
    ]);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormPersonalInfo'));
  });

  it("falls back to 'Error actualizando los datos del usuario' and lists the server's errors", async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = { status: 500, data: null };
    api = installFakeApi({ [`/users/${USER_ID}`]: usersRoute(() => answer) });
    renderApp('/FormGeneralInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error actualizando los datos del usuario',
    );

    answer = {
      status: 400,
      data: { message: 'x', errors: ['Nombre muy largo', 'Apodo inválido'] },
    };
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(alert).toHaveTextContent('Nombre muy largo');
    expect(alert).toHaveTextContent('Apodo inválido');

    // No answer at all is said as such, as on every other screen.
    answer = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión con el servidor'),
    );
  });

  it('disables the form while saving so a second press sends nothing', async () => {
    const user = userEvent.setup();
    let release: (answer: FakeAnswer) => void = () => {};
    api = installFakeApi({
      [`/users/${USER_ID}`]: (config) =>
        config.method === 'put'
          ? new Promise<FakeAnswer>((resolve) => {
              release = resolve;
            })
          : ok(profile()),
    });
    const { router } = renderApp('/FormGeneralInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Pérez');
    const submit = screen.getByRole('button', { name: 'Siguiente' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    release(ok(profile({ name: 'Ana' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormPersonalInfo'));
    expect(puts(`/users/${USER_ID}`)).toHaveLength(1);
  });

  it('fills the form again from the saved profile when the person comes back', async () => {
    api = installFakeApi({
      [`/users/${USER_ID}`]: usersRoute(
        () => ok(profile()),
        profile({ name: 'Milly', lastName: 'Quezada', nickname: 'La reina', instruments: ['Voz'] }),
      ),
    });
    renderApp('/FormGeneralInfo');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Milly'),
    );
    expect(screen.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Quezada');
    expect(screen.getByRole('textbox', { name: 'Usuario/Apodo' })).toHaveValue('La reina');
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"]')?.value).toBe('Voz');
  });
});

describe('personal info (/FormPersonalInfo and /FormPersonalInfoUser)', () => {
  const personal = `/users/${USER_ID}/personal_info`;
  /** Check digit right (Luhn), and wrong: DECISIONS "Cédula". */
  const VALID = '00113918536';
  const INVALID = '00113918538';

  it("starts on 'Dominican Republic' and formats the cédula as it is typed", async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [`/users/${USER_ID}`]: () => ok(profile()) });
    renderApp('/FormPersonalInfo');
    expect(await screen.findByRole('combobox', { name: 'País' })).toHaveValue('Dominican Republic');
    const cedula = screen.getByRole('textbox', { name: 'Cédula' });
    await user.type(cedula, '001');
    expect(cedula).toHaveValue('001');
    await user.type(cedula, '1234');
    expect(cedula).toHaveValue('001-1234');
    await user.type(cedula, '5678');
    expect(cedula).toHaveValue('001-1234567-8');
    await user.type(cedula, '99');
    expect(cedula).toHaveValue('001-1234567-8');
    await user.clear(cedula);
    await user.type(cedula, '402.2 2a3-3344-5');
    expect(cedula).toHaveValue('402-2233344-5');
  });

  it("asks for the cédula with 'Campo es requerido', then for its full format", async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [`/users/${USER_ID}`]: () => ok(profile()) });
    renderApp('/FormPersonalInfo');
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    const cedula = screen.getByRole('textbox', { name: 'Cédula' });
    expect(cedula).toHaveAccessibleDescription(expect.stringContaining('Campo es requerido'));
    expect(cedula).toHaveFocus();
    // Teléfono is optional: no message for it.
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).not.toHaveAttribute('aria-invalid');

    await user.type(cedula, '00112');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(cedula).toHaveAccessibleDescription(
      expect.stringContaining('La cédula debe tener el formato 001-0000000-1'),
    );
    expect(api.calls.filter((call) => call.url === personal)).toHaveLength(0);
  });

  it("refuses letters in Teléfono with 'Teléfono inválido'", async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [`/users/${USER_ID}`]: () => ok(profile()) });
    renderApp('/FormPersonalInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), 'llámame');
    await user.type(screen.getByRole('textbox', { name: 'Cédula' }), '00113918536');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Teléfono inválido',
    );
    expect(api.calls.filter((call) => call.url === personal)).toHaveLength(0);
  });

  it("shows 'Cédula o documento inválido' when the server cannot confirm it, and still goes on", async () => {
    const user = userEvent.setup();
    api = installFakeApi({
      [`/users/${USER_ID}`]: () => ok(profile()),
      [personal]: () => ok({ cedulaValid: false, profile: profile({ dni: '00112345678' }) }),
    });
    const { router } = renderApp('/FormPersonalInfo');
    const country = await screen.findByRole('combobox', { name: 'País' });
    await user.clear(country);
    await user.type(country, 'Haiti');
    await user.click(await findOption('Haiti'));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '809-555-0101');
    await user.type(screen.getByRole('textbox', { name: 'Cédula' }), '00112345678');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Cédula o documento inválido');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(puts(personal)).toEqual([
      { country: 'Haiti', phone: '809-555-0101', dni: '001-1234567-8' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormTermsCon'), {
      timeout: 3000,
    });
  });

  /**
   * The router shows the next path before that screen's code has arrived; holding the terms
   * route's loading stands in for a slow phone. Going back then lands on this very form again.
   */
  it.each([
    ['an invalid cédula, after its message', false],
    ['a valid cédula', true],
  ])('opens again when the person goes back before the terms showed (%s)', async (_, valid) => {
    const user = userEvent.setup();
    api = installFakeApi({
      [`/users/${USER_ID}`]: () => ok(profile()),
      [personal]: () =>
        ok({ cedulaValid: valid, profile: profile({ dni: valid ? VALID : INVALID }) }),
    });
    const { router, history } = renderApp('/FormPersonalInfo');
    // The route tree is the app's own, shared by every test: its loader is put back after.
    const terms = router.routesByPath['/FormTermsCon'];
    const ownLoader = terms.options.loader;
    onTestFinished(() => {
      terms.options.loader = ownLoader;
    });
    let showTerms = () => {};
    terms.options.loader = () => new Promise<void>((resolve) => (showTerms = resolve));
    await user.type(
      await screen.findByRole('textbox', { name: 'Cédula' }),
      valid ? VALID : INVALID,
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormTermsCon'), {
      timeout: 3000,
    });
    const cedula = screen.getByRole('textbox', { name: 'Cédula' });
    expect(cedula).toBeDisabled();

    history.back();
    showTerms();
    await waitFor(() => expect(cedula).toBeEnabled());
    expect(router.state.location.pathname).toBe('/FormPersonalInfo');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    await user.clear(cedula);
    await user.type(cedula, VALID);
    expect(cedula).toHaveValue('001-1391853-6');
  });

  it("stays with 'Error al validar la cédula o actualizar los datos del usuario' when the call fails", async () => {
    const user = userEvent.setup();
    api = installFakeApi({
      [`/users/${USER_ID}`]: () => ok(profile()),
      [personal]: () => ({ status: 500, data: { message: 'Error interno', errors: [] } }),
    });
    const { router } = renderApp('/FormPersonalInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Cédula' }), '00113918536');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al validar la cédula o actualizar los datos del usuario',
    );
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/FormPersonalInfo');
  });

  it("shows the server's own message when it refuses (spec section 8)", async () => {
    const user = userEvent.setup();
    api = installFakeApi({
      [`/users/${USER_ID}`]: () => ok(profile()),
      [personal]: () => ({
        status: 400,
        data: { message: 'El teléfono no es válido', errors: [] },
      }),
    });
    renderApp('/FormPersonalInfo');
    await user.type(await screen.findByRole('textbox', { name: 'Cédula' }), '00113918536');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El teléfono no es válido');
  });

  it('keeps what was typed when the saved profile arrives after it, and fills the rest', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => undefined;
    const late = new Promise<FakeAnswer>((resolve) => {
      answer = resolve;
    });
    api = installFakeApi({ [`/users/${USER_ID}`]: () => late });
    renderApp('/FormPersonalInfo');
    const cedula = await screen.findByRole('textbox', { name: 'Cédula' });
    await user.type(cedula, VALID);
    answer(ok(profile({ phone: '8095550101', dni: INVALID })));
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    await waitFor(() => expect(phone).toHaveValue('8095550101'));
    expect(cedula).toHaveValue('001-1391853-6');
  });
});

describe('terms (/FormTermsCon)', () => {
  it('shows the 8 clauses, the checkbox and both buttons', async () => {
    api = installFakeApi({});
    renderApp('/FormTermsCon');
    const clauses = await screen.findByRole('region', { name: 'Condiciones de uso de Tambora' });
    expect(within(clauses).getAllByRole('listitem')).toHaveLength(8);
    expect(TERMS_CLAUSES).toHaveLength(8);
    expect(clauses).toHaveTextContent('República Dominicana');
    expect(
      screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  const acceptances = '/terms/acceptances';
  const accepted = () => ok({ version: TERMS_VERSION, accepted_at: '2026-11-27T10:00:00.000Z' });

  it('asks to accept before going on, then records it on the server and goes to /FormFirstSong for a composer', async () => {
    const user = userEvent.setup();
    api = installFakeApi({ [acceptances]: accepted });
    const { router } = renderApp('/FormTermsCon');
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Debes aceptar los términos y condiciones para continuar.',
    );
    const box = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    expect(box).toHaveAccessibleDescription(
      'Debes aceptar los términos y condiciones para continuar.',
    );
    expect(router.state.location.pathname).toBe('/FormTermsCon');
    expect(api.calls.filter((call) => call.url === acceptances)).toEqual([]);

    await user.click(box);
    expect(
      screen.queryByText('Debes aceptar los términos y condiciones para continuar.'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Has aceptado los términos y condiciones.',
    );
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    const sent = api.calls.filter((call) => call.url === acceptances);
    expect(sent.map((call) => [call.method, requestBody(call)])).toEqual([
      ['post', { version: TERMS_VERSION }],
    ]);
    expect(getSessionUser()?.terms_accepted).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormFirstSong'), {
      timeout: 3000,
    });
    expect(await screen.findByRole('heading', { name: 'Sube tu primera canción' })).toBeVisible();
  });

  it('sends a listener home once accepted, and registration no longer leads back to the role choice', async () => {
    const user = userEvent.setup();
    signIn(['user']);
    localStorage.setItem('registered', 'true');
    api = installFakeApi({ [acceptances]: accepted });
    const { router } = renderApp('/FormTermsCon');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Has aceptado los términos y condiciones.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(getSessionUser()?.roles).toEqual(['user']);
    expect(localStorage.getItem('registered')).toBeNull();
  });

  it('stays on the terms with the reason when the server does not record the acceptance', async () => {
    const user = userEvent.setup();
    api = installFakeApi({
      [acceptances]: () => ({
        status: 409,
        data: { message: TERMS_SERVER_TEXTS.staleVersion, errors: [] },
      }),
    });
    const { router } = renderApp('/FormTermsCon');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TERMS_SERVER_TEXTS.staleVersion);
    expect(screen.queryByRole('status')).toBeNull();
    expect(getSessionUser()?.terms_accepted).toBe(false);
    expect(router.state.location.pathname).toBe('/FormTermsCon');
  });

  // The terms come first (docs/product.md "Terms of use"), not the spec ('Atrás' to /FormFirstSong), which skipped the terms.
  it.each([
    [['composer'], '/FormPersonalInfo'],
    [['user'], '/FormPersonalInfoUser'],
  ])(
    "'Atrás' goes back to the step before the terms (%s), never on to publishing",
    async (roles, back) => {
      const user = userEvent.setup();
      signIn(roles);
      api = installFakeApi({ [`/users/${USER_ID}`]: () => ok(profile({ roles })) });
      const { router } = renderApp('/FormTermsCon');
      await user.click(await screen.findByRole('button', { name: 'Atrás' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(back));
    },
  );

  it('/FormFirstSong sends a composer who has not accepted the terms back to them', async () => {
    api = installFakeApi({});
    const { router } = renderApp('/FormFirstSong');
    await waitFor(() => expect(router.state.location.pathname).toBe('/FormTermsCon'));
    expect(
      await screen.findByRole('heading', { name: 'Términos y condiciones', level: 1 }),
    ).toBeVisible();
  });
});
