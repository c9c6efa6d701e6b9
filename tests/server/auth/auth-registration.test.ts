import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, sessionUserSchema } from '../../../domain/api';
import { emailValidationResponseSchema } from '../../../domain/auth';
import { credentials, emailCodes, libraries, profiles, sessions } from '../../../server/db/schema';
import { hashCode, hashToken } from '../../../server/features/auth/tokens';
import { registerThroughMail, setCookies } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { codeFrom, type MailCapture, startMailCapture } from '../../helpers/mail-capture';
import { buildSiblingApp, createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let mail: MailCapture;
let counter = 0;

const newEmail = () => `registro-${++counter}@prueba.test`;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://tambora.test' } });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function post(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

async function requestCode(email: string) {
  const response = await post('/request_validate_email_with_code', { email });
  expect(response.statusCode).toBe(200);
  const body = emailValidationResponseSchema.parse(response.json());
  const sent = await mail.nextMailTo(email);
  return { token: body.validationToken, code: codeFrom(sent), mail: sent, body: response.json() };
}

function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describe('POST /request_validate_email_with_code', () => {
  it('mails a 4-digit code in Spanish (text and HTML) and answers only the email and a token', async () => {
    const email = newEmail();
    const { token, code, mail: sent, body } = await requestCode(email);
    expect(Object.keys(body).sort()).toEqual(['email', 'validationToken']);
    expect(body.email).toBe(email);
    // Compared whole, not by substring: a random token holds any 4 digits now and then.
    expect(Object.values(body)).not.toContain(code);
    expect(sent.subject).toBe('Tu código de verificación de Tambora');
    expect(sent.from).toBe('no-responder@tambora.app');
    expect(sent.text).toContain(`Código: ${code}`);
    expect(sent.text).toContain('vence en 15 minutos');
    expect(sent.html).toContain(`>${code}</span>`);
    expect(sent.html).toContain('lang="es"');
    expect(sent.text).toContain('http://tambora.test');

    // Only hashes are stored: neither the token nor the code appears in the table.
    const [row] = await t.db.orm
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.tokenHash, hashToken(token)));
    expect(row.purpose).toBe('validate_email');
    // The code's HMAC, never the code: a 64-hex hash holds a given 4 digits about 1 in 1,000.
    expect(row.codeHash).toBe(hashCode(token, code));
    expect(Object.values(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers an address with an account exactly as a new one, and mails its owner no code', async () => {
    const user = await createUser(t);
    const known = await post('/request_validate_email_with_code', { email: user.email });
    const unknown = await post('/request_validate_email_with_code', { email: newEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json().email).toBe(user.email);
    expect(known.json().validationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The owner is told to sign in or reset, and gets nothing to register with.
    const sent = await mail.nextMailTo(user.email);
    expect(sent.subject).toBe('Ya tienes una cuenta en Tambora');
    expect(sent.text).toContain('ya tienes una cuenta');
    expect(sent.text).toContain('¿Olvidaste tu contraseña?');
    expect(sent.text).not.toMatch(/Código: \d{4}/);
  });

  it('refuses a missing or malformed email with the spec texts', async () => {
    const missing = await post('/request_validate_email_with_code', {});
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).errors).toContain('Email is required');
    const malformed = await post('/request_validate_email_with_code', { email: 'no-es-correo' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toContain('Correo electrónico inválido');
  });

  // A stranger asking for a code for this email must not kill the one its
  // owner is typing; each code answers only to its own token.
  it('an earlier code keeps working after a newer one is asked for', async () => {
    const email = newEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    const crossed = await post('/validate_email_code', { token: first.token, code: second.code });
    if (first.code !== second.code) expect(crossed.statusCode).toBe(400);
    const old = await post('/validate_email_code', { token: first.token, code: first.code });
    expect(old.statusCode).toBe(200);
    const fresh = await post('/validate_email_code', { token: second.token, code: second.code });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('stored codes', () => {
  it('codes dead for more than a day are swept when a new one is issued', async () => {
    const { token } = await requestCode(newEmail());
    await t.db.orm
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(emailCodes.tokenHash, hashToken(token)));
    await requestCode(newEmail());
    const left = await t.db.orm
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.tokenHash, hashToken(token)));
    expect(left).toHaveLength(0);
  });
});

describe('POST /validate_email_code', () => {
  it('accepts the mailed code', async () => {
    const email = newEmail();
    const { token, code } = await requestCode(email);
    const response = await post('/validate_email_code', { token, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, verified: true });
  });

  it('answers "El código no coincide" for a wrong code or an unknown token', async () => {
    const { token, code } = await requestCode(newEmail());
    const wrong = await post('/validate_email_code', { token, code: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'El código no coincide', errors: [] });

    const unknown = await post('/validate_email_code', {
      token: 'x'.repeat(43),
      code: '1234',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('El código no coincide');
  });

  it('answers a cut or altered token with the Spanish missing-request message, never a validator text', async () => {
    for (const token of ['corto', 'x'.repeat(42), `${'x'.repeat(42)}?`]) {
      const response = await post('/validate_email_code', { token, code: '1234' });
      expect(response.statusCode).toBe(400);
      const answer = JSON.stringify(response.json());
      expect(answer).toContain(
        'Falta la solicitud del código o ya no es válida. Vuelve a pedir uno nuevo.',
      );
      expect(answer).not.toMatch(/Demasiado|Too small|Invalid/);
    }
  });

  it('refuses letters or a wrong length as a mismatch', async () => {
    const { token } = await requestCode(newEmail());
    for (const code of ['12a4', '123', '12345', '']) {
      const response = await post('/validate_email_code', { token, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContain('El código no coincide');
    }
  });

  it('refuses an expired code even when it is right', async () => {
    const { token, code } = await requestCode(newEmail());
    await t.db.orm
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.tokenHash, hashToken(token)));
    const response = await post('/validate_email_code', { token, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El código ha expirado. Solicita uno nuevo.');
  });

  it('after 5 wrong attempts even the right code fails', async () => {
    const { token, code } = await requestCode(newEmail());
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post('/validate_email_code', { token, code: wrongCodeFor(code) });
      expect(response.json().message).toBe('El código no coincide');
    }
    const sixth = await post('/validate_email_code', { token, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Demasiados intentos. Solicita un nuevo código.');
  });

  it('4 wrong attempts then the right code still works', async () => {
    const { token, code } = await requestCode(newEmail());
    for (let attempt = 1; attempt <= 4; attempt++) {
      await post('/validate_email_code', { token, code: wrongCodeFor(code) });
    }
    expect((await post('/validate_email_code', { token, code })).statusCode).toBe(200);
  });

  it('a code already used for a registration cannot be checked again', async () => {
    const email = newEmail();
    const { token, code } = await requestCode(email);
    await post('/validate_email_code', { token, code });
    const registered = await post('/register', {
      email,
      password: 'clave-segura-1',
      validationToken: token,
    });
    expect(registered.statusCode).toBe(201);
    const again = await post('/validate_email_code', { token, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('El código ya fue usado. Solicita uno nuevo.');
  });

  it('does not accept a reset token as an email-validation token', async () => {
    const user = await createUser(t);
    const reset = await post('/request_password_reset_with_code', { email: user.email });
    const code = codeFrom(await mail.nextMailTo(user.email));
    const response = await post('/validate_email_code', { token: reset.json().resetToken, code });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /register', () => {
  it('creates credentials, profile and library, signs in with a hardened cookie', async () => {
    const email = newEmail();
    const { token, code } = await requestCode(email);
    await post('/validate_email_code', { token, code });
    const response = await post('/register', {
      email,
      password: 'clave-segura-1',
      validationToken: token,
    });
    expect(response.statusCode).toBe(201);
    const user = sessionUserSchema.parse(response.json());
    expect(user).toEqual({
      credentials_id: user.credentials_id,
      roles: ['user'],
      has_uploaded_song: false,
      // The terms are accepted at the end of the onboarding, not before.
      terms_accepted: false,
      email,
    });

    const [cookie] = setCookies(response).filter((c) => c.name === 'tambora_session');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/',
      'max-age': String(30 * 24 * 60 * 60),
    });
    // HOST is loopback in tests, so COOKIE_SECURE defaults to false.
    expect(cookie.attributes.secure).toBeUndefined();

    const [account] = await t.db.orm
      .select()
      .from(credentials)
      .where(eq(credentials.id, user.credentials_id));
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await t.db.orm.select().from(profiles).where(eq(profiles.userId, account.id)),
    ).toHaveLength(1);
    expect(
      await t.db.orm.select().from(libraries).where(eq(libraries.userId, account.id)),
    ).toHaveLength(1);
    const [session] = await t.db.orm.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(session.tokenHash).toBe(hashToken(cookie.value));

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { cookie: `tambora_session=${cookie.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('sets the Secure flag when COOKIE_SECURE is true', async () => {
    const secure = await buildSiblingApp(t, { cookieSecure: true });
    try {
      const email = newEmail();
      const requested = await secure.inject({
        method: 'POST',
        url: '/api/v1/request_validate_email_with_code',
        payload: { email },
      });
      const token = requested.json().validationToken;
      const code = codeFrom(await mail.nextMailTo(email));
      await secure.inject({
        method: 'POST',
        url: '/api/v1/validate_email_code',
        payload: { token, code },
      });
      const response = await secure.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: { email, password: 'clave-segura-1', validationToken: token },
      });
      expect(response.statusCode).toBe(201);
      expect(setCookies(response)[0].attributes.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('needs a token whose code was verified', async () => {
    const email = newEmail();
    const { token } = await requestCode(email);
    const response = await post('/register', {
      email,
      password: 'clave-segura-1',
      validationToken: token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Debe validar su correo electrónico antes de registrarse',
      errors: [],
    });
    const rows = await t.db.orm.select().from(credentials).where(eq(credentials.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a verified token for another email, and a made-up token', async () => {
    const { token, code } = await requestCode(newEmail());
    await post('/validate_email_code', { token, code });
    const other = await post('/register', {
      email: newEmail(),
      password: 'clave-segura-1',
      validationToken: token,
    });
    expect(other.statusCode).toBe(400);
    const madeUp = await post('/register', {
      email: newEmail(),
      password: 'clave-segura-1',
      validationToken: 'a'.repeat(43),
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe('Debe validar su correo electrónico antes de registrarse');
  });

  it('consumes the token: the same token cannot register twice', async () => {
    const email = newEmail();
    const { token, code } = await requestCode(email);
    await post('/validate_email_code', { token, code });
    const payload = { email, password: 'clave-segura-1', validationToken: token };
    expect((await post('/register', payload)).statusCode).toBe(201);
    const again = await post('/register', payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Debe validar su correo electrónico antes de registrarse');
  });

  it('answers an address that is already registered exactly as an unverified new one', async () => {
    const user = await createUser(t);
    const attempt = (email: string) =>
      post('/register', { email, password: 'clave-segura-1', validationToken: 'b'.repeat(43) });
    const known = await attempt(user.email);
    const unknown = await attempt(newEmail());
    expect(known.statusCode).toBe(400);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: 'Debe validar su correo electrónico antes de registrarse',
      errors: [],
    });
  });

  it('requires a password of at least 6 characters', async () => {
    const email = newEmail();
    const { token, code } = await requestCode(email);
    await post('/validate_email_code', { token, code });
    const response = await post('/register', { email, password: '12345', validationToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(
      'Nueva contraseña es requerida y debe tener al menos 6 caracteres',
    );
    // The token was not spent by the refused attempt.
    const retry = await post('/register', { email, password: '123456', validationToken: token });
    expect(retry.statusCode).toBe(201);
  });
});

describe('POST /sendRegistrationNotification', () => {
  it('mails the welcome to the signed-in person and answers 202', async () => {
    const email = newEmail();
    const { cookie } = await registerThroughMail(t.app, mail, email);
    const response = await post('/sendRegistrationNotification', undefined, cookie);
    expect(response.statusCode).toBe(202);
    const welcome = await mail.nextMailTo(email);
    expect(welcome.subject).toBe('¡Bienvenido a Tambora!');
    expect(welcome.text).toContain('Te damos la bienvenida a Tambora');
    expect(welcome.html).toContain('Te damos la bienvenida a Tambora');
  });

  it('needs a session', async () => {
    const response = await post('/sendRegistrationNotification', undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Debe iniciar sesión para continuar', errors: [] });
  });
});

describe('registration rate limits', () => {
  it('answers 429 in Spanish after 5 code requests for one email in 15 minutes', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await post('/request_validate_email_with_code', { email })).statusCode).toBe(200);
    }
    const response = await post('/request_validate_email_with_code', { email });
    expect(response.statusCode).toBe(429);
    // It says when to try again, in words and in Retry-After.
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(response.json().message).toBe(
      `Demasiadas solicitudes. Intente de nuevo en ${Math.ceil(seconds / 60)} minutos.`,
    );
    // Another address is not affected.
    expect(
      (await post('/request_validate_email_with_code', { email: newEmail() })).statusCode,
    ).toBe(200);
    // Drain the mails so later waits do not see them.
    for (let i = 0; i < 5; i++) await mail.nextMailTo(email);
  });

  it('register is limited to 30 an hour per client address', async () => {
    const limited = await createTestApp({ env: { SMTP_URL: mail.url } });
    try {
      let last = 0;
      for (let i = 0; i < 31; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/register',
          payload: {
            email: newEmail(),
            password: 'clave-segura-1',
            validationToken: 'c'.repeat(43),
          },
        });
        last = response.statusCode;
        if (i < 30) expect(response.statusCode).toBe(400);
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
