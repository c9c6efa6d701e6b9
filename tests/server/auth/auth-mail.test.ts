import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  resetCodeMail,
  verificationCodeMail,
  welcomeMail,
} from '../../../server/features/auth/mails';
import {
  createLogTransport,
  createMailer,
  createSmtpTransport,
  mailerFromConfig,
} from '../../../server/mail/mail';
import { startMailCapture } from '../../helpers/mail-capture';
import { createTestApp, silentLogger } from '../../helpers/test-app';

/** A logger that keeps what it is given, to read the log transport's output. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({
        level,
        message: args.map((arg) => (typeof arg === 'string' ? arg : '')).join(' '),
      });
    };
  const logger: FastifyBaseLogger = {
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: record('silent'),
    child: () => logger,
  };
  return { logger, lines };
}

describe('mail without SMTP_URL', () => {
  it('writes the whole mail, code included, to the server log', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = mailerFromConfig({ smtpUrl: null, mailFrom: 'x@y.z' }, logger);
    expect(mailer.kind).toBe('log');
    await mailer.send(verificationCodeMail('ana@prueba.test', '4821', 'http://127.0.0.1:8080'));
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('info');
    expect(lines[0].message).toContain('ana@prueba.test');
    expect(lines[0].message).toContain('Tu código de verificación de Tambora');
    expect(lines[0].message).toContain('Código: 4821');
  });
});

describe('mail templates', () => {
  it('are Spanish, plain text and HTML, with the code shown and HTML-escaped names', () => {
    for (const mail of [
      verificationCodeMail('a@b.c', '0042', 'https://tambora.app'),
      resetCodeMail('a@b.c', '0042', 'https://tambora.app'),
    ]) {
      expect(mail.text).toContain('Código: 0042');
      expect(mail.html).toContain('>0042</span>');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.text).toContain('15 minutos');
    }
    const welcome = welcomeMail('a@b.c', '<b>Ana</b>', 'https://tambora.app');
    expect(welcome.subject).toBe('¡Bienvenido a Tambora!');
    expect(welcome.text).toContain('¡Hola, <b>Ana</b>!');
    expect(welcome.html).toContain('¡Hola, &lt;b&gt;Ana&lt;/b&gt;!');
    expect(welcome.html).not.toContain('<b>Ana</b>');
  });
});

describe('background mail', () => {
  it('idle() waits for delivery; a failed delivery is logged, not thrown', async () => {
    const capture = await startMailCapture();
    const { logger, lines } = recordingLogger();
    const mailer = createMailer(
      createSmtpTransport(capture.url, 'Tambora <t@tambora.app>'),
      logger,
    );
    mailer.sendInBackground(welcomeMail('luis@prueba.test', 'Luis', 'http://x'));
    await mailer.idle();
    expect(capture.mailsTo('luis@prueba.test')).toHaveLength(1);
    await mailer.close();
    await capture.close();

    const broken = createMailer(createSmtpTransport('smtp://127.0.0.1:9', 't@tambora.app'), logger);
    broken.sendInBackground(welcomeMail('luis@prueba.test', 'Luis', 'http://x'));
    await broken.idle();
    expect(lines.some((line) => line.level === 'error')).toBe(true);
    await broken.close();
  });

  it('a code request whose mail cannot leave answers 503 in Spanish', async () => {
    const app = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/v1/request_validate_email_with_code',
        payload: { email: 'sin-correo@prueba.test' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'No se pudo enviar el correo. Intente de nuevo más tarde.',
        errors: [],
      });
    } finally {
      await app.close();
    }
  });

  it('the log transport needs nothing to close', async () => {
    const mailer = createMailer(createLogTransport(silentLogger), silentLogger);
    await expect(mailer.close()).resolves.toBeUndefined();
  });
});
