/**
 * A real SMTP server inside the test process (smtp-server): the app sends through nodemailer to
 * SMTP_URL=capture.url, and tests read the mails, and the codes in them, as a person would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  readonly mails: CapturedMail[];
  mailsTo(address: string): CapturedMail[];
  /** The next mail to `address` not returned before; waits for it (rejects after `timeoutMs`). */
  nextMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

// --- a small MIME reader: enough for what nodemailer writes ------------------------------------

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as in `Subject: =?UTF-8?Q?Tu_c=C3=B3digo?=`. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Part {
  type: string;
  content: string;
}

function parts(raw: string): Part[] {
  const { headers, body } = splitHead(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => parts(chunk.replace(/^\r?\n/, '')));
  }
  return [
    {
      type: contentType.split(';')[0].trim().toLowerCase(),
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    },
  ];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const { headers } = splitHead(raw);
  const all = parts(raw);
  return {
    ...envelope,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: all.find((part) => part.type === 'text/plain')?.content ?? '',
    html: all.find((part) => part.type === 'text/html')?.content ?? '',
    raw,
  };
}

/** The 4-digit code of a verification or reset mail, read from its text like a person would. */
export function codeFrom(mail: CapturedMail): string {
  const match = /Código:\s*(\d{4})\b/.exec(mail.text);
  if (!match) throw new Error(`No code in mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters = new Set<() => unknown>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) =>
    mails.filter((mail) => mail.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    nextMailTo(address, timeoutMs = 5000) {
      return new Promise<CapturedMail>((resolve, reject) => {
        const check = () => {
          const mail = mailsTo(address).find((candidate) => !taken.has(candidate));
          if (!mail) return false;
          taken.add(mail);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
