/**
 * Reads the mail the app sent during the browser tests (scripts/e2e-server.mjs writes every mail
 * the local SMTP server receives into a folder), the way a person reads their inbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MAILBOX_DIR =
  process.env.E2E_MAILBOX_DIR ??
  join(tmpdir(), `tambora-e2e-mailbox-${process.env.E2E_PORT ?? 8091}`);

/** Undoes quoted-printable soft breaks and escapes, enough to read a code in the text part. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
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
  const match = /c[oó]digo[^0-9]{0,120}?(\d{4})(?!\d)/i.exec(decodeQuotedPrintable(mail));
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
