/**
 * Items 1 and 2: a 4-digit code cannot be guessed by trying many
 * codes from many addresses (ten wrong codes a day per email, then 429 and a mail to its owner),
 * and nobody can lock an owner out of their own codes by asking for them from elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CODE_FAILURES_PER_DAY } from '../../../server/features/auth/codes';
import { RATE_RULES } from '../../../server/features/auth/routes';
import { createUser } from '../../helpers/factories';
import { codeFrom, type MailCapture, startMailCapture } from '../../helpers/mail-capture';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let mail: MailCapture;
let counter = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function post(url: string, payload: Record<string, unknown>, address = '203.0.113.1') {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: address });
}

async function resetCode(email: string, address: string) {
  const response = await post('/request_password_reset_with_code', { email }, address);
  expect(response.statusCode).toBe(200);
  const code = codeFrom(await mail.nextMailTo(email));
  return { token: response.json().resetToken as string, code };
}

const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('guessing a code', () => {
  it('stops after ten wrong codes for one email in a day, across codes and addresses', async () => {
    const { email } = await createUser(t);
    let failures = 0;
    // Two wrong codes per code (each code allows five), from a new address each time.
    while (failures < MAX_CODE_FAILURES_PER_DAY) {
      const address = `198.51.100.${10 + failures}`;
      const { token, code } = await resetCode(email, address);
      for (let i = 0; i < 2 && failures < MAX_CODE_FAILURES_PER_DAY; i++) {
        const guess = await post('/verify_reset_code', { token, code: wrong(code) }, address);
        expect(guess.statusCode).toBe(400);
        failures += 1;
      }
    }
    // The owner is told, once.
    const warning = await mail.nextMailTo(email);
    expect(warning.subject).toBe('Alguien está probando códigos de tu cuenta de Tambora');
    expect(warning.text).toContain('demasiados códigos incorrectos');

    // From that network even the right code of a new code is refused, saying when to try again,
    // and no new mail goes.
    const { token, code } = await resetCode(email, '198.51.100.77');
    for (const attempt of [code, wrong(code)]) {
      const refused = await post('/verify_reset_code', { token, code: attempt }, '198.51.100.78');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Demasiados códigos incorrectos para este correo desde esta conexión\. Intente de nuevo en (2[34]|1?\d) horas?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    await t.mailer.idle();
    expect(mail.mailsTo(email).filter((sent) => sent.subject.startsWith('Alguien'))).toHaveLength(
      1,
    );

    // The owner, from their own network, is not locked out by the guesses.
    const own = await resetCode(email, '192.0.2.77');
    expect((await post('/verify_reset_code', own, '192.0.2.77')).statusCode).toBe(200);
  });

  it('counts registration codes the same way', async () => {
    const email = `nuevo-${++counter}@prueba.test`;
    for (let i = 0; i < MAX_CODE_FAILURES_PER_DAY; i++) {
      const asked = await post(
        '/request_validate_email_with_code',
        { email },
        `198.51.100.${i + 100}`,
      );
      const code = codeFrom(await mail.nextMailTo(email));
      const guess = await post(
        '/validate_email_code',
        { token: asked.json().validationToken, code: wrong(code) },
        `198.51.100.${i + 100}`,
      );
      expect(guess.statusCode).toBe(400);
    }
    await mail.nextMailTo(email);
    // A code asked for elsewhere, then tried from the guessing network: refused there.
    const asked = await post('/request_validate_email_with_code', { email }, '192.0.2.250');
    const code = codeFrom(await mail.nextMailTo(email));
    const token = asked.json().validationToken;
    const right = await post('/validate_email_code', { token, code }, '198.51.100.250');
    expect(right.statusCode).toBe(429);
  });

  it('a right code does not count, and another email keeps its own count', async () => {
    const { email } = await createUser(t);
    const { email: other } = await createUser(t);
    for (let i = 0; i < MAX_CODE_FAILURES_PER_DAY - 1; i++) {
      const { token, code } = await resetCode(email, `203.0.113.${20 + i}`);
      expect((await post('/verify_reset_code', { token, code: wrong(code) })).statusCode).toBe(400);
    }
    const { token, code } = await resetCode(email, '203.0.113.60');
    expect((await post('/verify_reset_code', { token, code })).statusCode).toBe(200);
    const mine = await resetCode(other, '203.0.113.61');
    expect((await post('/verify_reset_code', mine)).statusCode).toBe(200);
  });
});

describe('asking for codes', () => {
  it('from elsewhere cannot lock the owner out of theirs', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/request_password_reset_with_code', { email }, '198.51.100.200')).statusCode,
      ).toBe(200);
    }
    const blocked = await post('/request_password_reset_with_code', { email }, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    // The owner, at home.
    const owner = await post('/request_password_reset_with_code', { email }, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
  });

  it('has a ceiling per network, so no household or block mails one address without end', async () => {
    const email = `techo-${++counter}@prueba.test`;
    for (let i = 0; i < RATE_RULES.codeRequestNetwork.max; i++) {
      const asked = await post(
        '/request_validate_email_with_code',
        { email },
        `203.0.113.${100 + i}`,
      );
      expect(asked.statusCode).toBe(200);
    }
    const over = await post('/request_validate_email_with_code', { email }, '203.0.113.200');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Demasiadas solicitudes\. Intente de nuevo en \d+ minutos?\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Whoever is elsewhere is not bound by it.
    const elsewhere = await post('/request_validate_email_with_code', { email }, '192.0.2.200');
    expect(elsewhere.statusCode).toBe(200);
  });

  // As it was found: 12–20 requests for someone else's email from any addresses
  // blocked the owner's password reset for a day.
  it("a stranger's burst from many networks does not stop the owner getting a code that works", async () => {
    const { email } = await createUser(t, { password: 'clave-vieja-1' });
    for (let i = 0; i < 40; i++) {
      const address = `${10 + (i % 20)}.${i}.7.9`;
      const asked = await post('/request_password_reset_with_code', { email }, address);
      expect(asked.statusCode).toBe(200);
      // The stranger guesses too, with the tokens they got.
      const token = asked.json().resetToken as string;
      await post('/verify_reset_code', { token, code: '0000' }, address);
      await post('/verify_reset_code', { token, code: '1111' }, address);
    }
    // Every code the stranger caused was mailed to the owner; the next mail is the owner's own.
    await t.mailer.idle();
    const caused = mail.mailsTo(email).length;
    for (let i = 0; i < caused; i++) await mail.nextMailTo(email);
    // The owner, at home: a code arrives and works, and the password changes.
    const asked = await post('/request_password_reset_with_code', { email }, '192.0.2.44');
    expect(asked.statusCode).toBe(200);
    const resetToken = asked.json().resetToken as string;
    const code = codeFrom(await mail.nextMailTo(email));
    const verified = await post('/verify_reset_code', { token: resetToken, code }, '192.0.2.44');
    expect(verified.statusCode).toBe(200);
    const changed = await post(
      '/update_password',
      { email, newPassword: 'clave-nueva-2', resetToken },
      '192.0.2.44',
    );
    expect(changed.statusCode).toBe(200);
  });

  it("a stranger's new code does not stop the owner's earlier one from working", async () => {
    const { email } = await createUser(t);
    const owner = await resetCode(email, '192.0.2.45');
    await resetCode(email, '198.18.0.1');
    expect((await post('/verify_reset_code', owner, '192.0.2.45')).statusCode).toBe(200);
  });
});
