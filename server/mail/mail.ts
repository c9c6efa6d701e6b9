/**
 * Outgoing mail behind one interface (ARCHITECTURE "mail"): SMTP through nodemailer when SMTP_URL
 * is set, otherwise the whole mail is written to the server log, so a household install without a
 * mail server still shows the codes to whoever runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  /** Every mail carries both: plain text for simple clients, HTML for the rest. */
  text: string;
  html: string;
}

/** Where mails actually go. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  deliver(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface Mailer {
  readonly kind: MailTransport['kind'];
  /** Sends and waits: the caller reports a failure to the person. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends without making the request wait. Used where the answer must not depend on whether a
   * mail left (password reset must answer alike for known and unknown addresses). Failures are
   * logged.
   */
  sendInBackground(mail: Mail): void;
  /** Resolves once every background mail has been handed over (or failed). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

export function createLogTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      // The plain-text body holds the code: that is the point of logging it.
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `Correo (sin SMTP_URL, no enviado)\nPara: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}`,
      );
    },
    async close() {},
  };
}

export function createMailer(transport: MailTransport, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    kind: transport.kind,
    send: (mail) => transport.deliver(mail),
    sendInBackground(mail) {
      const delivery = transport
        .deliver(mail)
        .catch((error: unknown) => {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail delivery failed');
        })
        .finally(() => {
          pending.delete(delivery);
        });
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      await transport.close();
    },
  };
}

/** The mailer the configuration asks for. */
export function mailerFromConfig(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLogTransport(log);
  return createMailer(transport, log);
}
