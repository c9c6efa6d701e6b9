/**
 * Reads the mail the app sent during the browser tests (scripts/e2e-server.mjs writes every mail
 * the local SMTP server receives into a folder), the way a person reads their inbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailboxDir, ownE2ePort } from './servers';

/** This worker's server's mailbox (tests/e2e/servers.ts). */
export const MAILBOX_DIR = mailboxDir(ownE2ePort());

/** Quoted-printable to text: escapes are bytes of UTF-8, so decode them together, not one by one. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The readable text of a raw mail: every MIME part decoded by its transfer encoding. */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64')
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function mailsTo(email: string): string[] {
  const wanted = email.toLowerCase();
  let names: string[] = [];
  try {
    names = readdirSync(MAILBOX_DIR).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(join(MAILBOX_DIR, name), 'utf8'))
    .filter((mail) => mail.split('\r\n', 1)[0].toLowerCase().includes(wanted));
}

export function countMailsTo(email: string): number {
  return mailsTo(email).length;
}

/** Finds the code in a mail: the digits that follow the word "código" (never the footer's year). */
function codeIn(mail: string): string | null {
  const match = /c[oó]digo:?\s*(\d{4})(?!\d)/i.exec(mailText(mail));
  return match ? match[1] : null;
}

/**
 * The code of the newest mail to `email` that carries one (a welcome mail has none), waiting up
 * to `timeoutMs`. `after` skips the first N mails, to wait for a new code after an earlier one.
 */
export async function readLastCode(
  email: string,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = mailsTo(email).slice(after).reverse();
    for (const mail of fresh) {
      const code = codeIn(mail);
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No llegó ningún correo con código a ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
