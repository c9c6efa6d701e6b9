import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetResponseSchema } from '../../../domain/auth';
import { emailCodes, sessions } from '../../../server/db/schema';
import { hashToken } from '../../../server/features/auth/tokens';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { codeFrom, type MailCapture, startMailCapture } from '../../helpers/mail-capture';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const OLD_PASSWORD = 'clave-vieja-1';
const NEW_PASSWORD = 'clave-nueva-2';
const GENERIC =
  'Si el correo electrónico está registrado, recibirás instrucciones para restablecer tu contraseña a tu correo.';

let t: TestApp;
let mail: MailCapture;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
}

async function requestReset(email: string) {
  const response = await post('/request_password_reset_with_code', { email });
  expect(response.statusCode).toBe(200);
  return passwordResetResponseSchema.parse(response.json());
}

/** Request, read the mailed code, verify it: a token ready for /update_password. */
async function verifiedResetToken(email: string): Promise<string> {
  const { resetToken } = await requestReset(email);
  const code = codeFrom(await mail.nextMailTo(email));
  const verified = await post('/verify_reset_code', { token: resetToken, code });
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toEqual({ email, verified: true });
  return resetToken;
}

function login(email: string, password: string) {
  return post('/login', { email, password });
}

describe('POST /request_password_reset_with_code', () => {
  it('answers the generic text and a token, and mails the code (never in the answer)', async () => {
    const user = await createUser(t, { password: OLD_PASSWORD });
    const body = await requestReset(user.email);
    expect(body).toEqual({ message: GENERIC, email: user.email, resetToken: body.resetToken });
    const sent = await mail.nextMailTo(user.email);
    expect(sent.subject).toBe('Restablece tu contraseña de Tambora');
    const code = codeFrom(sent);
    expect(sent.html).toContain(`>${code}</span>`);
    // Compared whole, not by substring: a random token holds any 4 digits now and then.
    expect(Object.values(body)).not.toContain(code);
  });

  it('answers an unknown email exactly alike and sends no mail', async () => {
    const email = 'desconocida@prueba.test';
    const response = await post('/request_password_reset_with_code', { email });
    expect(response.statusCode).toBe(200);
    const body = passwordResetResponseSchema.parse(response.json());
    expect(Object.keys(body).sort()).toEqual(['email', 'message', 'resetToken']);
    expect(body.message).toBe(GENERIC);
    expect(body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await t.mailer.idle();
    expect(mail.mailsTo(email)).toHaveLength(0);

    // The useless token behaves like a real one: wrong codes, then "too many attempts".
    for (let attempt = 1; attempt <= 5; attempt++) {
      const check = await post('/verify_reset_code', { token: body.resetToken, code: '1234' });
      expect(check.json().message).toBe('El código no coincide');
    }
    const sixth = await post('/verify_reset_code', { token: body.resetToken, code: '1234' });
    expect(sixth.json().message).toBe('Demasiados intentos. Solicita un nuevo código.');
  });

  it('is rate limited per email (429 after 5 in 15 minutes)', async () => {
    const email = 'limite-reset@prueba.test';
    for (let i = 0; i < 5; i++) {
      expect((await post('/request_password_reset_with_code', { email })).statusCode).toBe(200);
    }
    const response = await post('/request_password_reset_with_code', { email });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^Demasiadas solicitudes\. Intente de nuevo en \d+ minutos?\.$/,
    );
  });
});

describe('POST /verify_reset_code', () => {
  it('refuses wrong, expired and exhausted codes', async () => {
    const user = await createUser(t);
    const { resetToken } = await requestReset(user.email);
    const code = codeFrom(await mail.nextMailTo(user.email));
    const wrongCode = code === '9999' ? '0000' : '9999';

    const wrong = await post('/verify_reset_code', { token: resetToken, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'El código no coincide', errors: [] });

    await t.db.orm
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailCodes.tokenHash, hashToken(resetToken)));
    const expired = await post('/verify_reset_code', { token: resetToken, code });
    expect(expired.json().message).toBe('El código ha expirado. Solicita uno nuevo.');
  });

  it('an email-validation token is not a reset token', async () => {
    const email = 'validar-no-es-reset@prueba.test';
    const requested = await post('/request_validate_email_with_code', { email });
    const code = codeFrom(await mail.nextMailTo(email));
    const response = await post('/verify_reset_code', {
      token: requested.json().validationToken,
      code,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /update_password', () => {
  it('changes the password once, ends every session, and the new password signs in', async () => {
    const user = await createUser(t, { password: OLD_PASSWORD });
    const cookie = await sessionCookieFor(t, user.userId);
    const resetToken = await verifiedResetToken(user.email);

    const response = await post('/update_password', {
      email: user.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contraseña actualizada con éxito' });

    const open = await t.db.orm.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
    expect(me.statusCode).toBe(401);

    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // A used token cannot change it again.
    const reused = await post('/update_password', {
      email: user.email,
      newPassword: 'otra-clave-3',
      resetToken,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'El código de restablecimiento no es válido o ya fue usado',
      errors: [],
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // And its code is spent too.
    const code = await post('/verify_reset_code', { token: resetToken, code: '0000' });
    expect(code.json().message).toBe('El código ya fue usado. Solicita uno nuevo.');
  });

  it('refuses a token whose code was never verified', async () => {
    const user = await createUser(t, { password: OLD_PASSWORD });
    const { resetToken } = await requestReset(user.email);
    await mail.nextMailTo(user.email);
    const response = await post('/update_password', {
      email: user.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'El código de restablecimiento no es válido o ya fue usado',
    );
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a verified token used for another email, and a made-up token', async () => {
    const owner = await createUser(t, { password: OLD_PASSWORD });
    const victim = await createUser(t, { password: OLD_PASSWORD });
    const resetToken = await verifiedResetToken(owner.email);
    const mismatch = await post('/update_password', {
      email: victim.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'El código de restablecimiento no es válido o ya fue usado',
    );
    const madeUp = await post('/update_password', {
      email: victim.email,
      newPassword: NEW_PASSWORD,
      resetToken: 'q'.repeat(43),
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await login(victim.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired verified token', async () => {
    const user = await createUser(t, { password: OLD_PASSWORD });
    const resetToken = await verifiedResetToken(user.email);
    await t.db.orm
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailCodes.tokenHash, hashToken(resetToken)));
    const response = await post('/update_password', {
      email: user.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs a new password of at least 6 characters (spec text)', async () => {
    const response = await post('/update_password', {
      email: 'alguien@prueba.test',
      newPassword: '123',
      resetToken: 'r'.repeat(43),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(
      'Nueva contraseña es requerida y debe tener al menos 6 caracteres',
    );
  });
});
