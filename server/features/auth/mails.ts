/** The accounts mails, in Spanish, each as plain text and HTML with the code shown large. */
import type { Mail } from '../../mail/mail';
import { CODE_TTL_MINUTES } from './codes';

export const MAIL_SUBJECTS = {
  verification: 'Tu código de verificación de Tambora',
  reset: 'Restablece tu contraseña de Tambora',
  welcome: '¡Bienvenido a Tambora!',
  accountExists: 'Ya tienes una cuenta en Tambora',
  codeGuessing: 'Alguien está probando códigos de tu cuenta de Tambora',
} as const;

const BLUE = '#002D62';
const RED = '#CE1126';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface MailContent {
  before: string[];
  code?: string;
  after?: string[];
}

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('\n');
}

/** One simple layout: brand header, paragraphs, the code in a large box, a link home. */
function html({ before, code, after = [] }: MailContent, publicUrl: string): string {
  const codeBox = code
    ? `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;padding:12px 24px;border:2px solid ${BLUE};border-radius:8px;font-size:32px;font-weight:bold;letter-spacing:12px;color:${BLUE};font-family:monospace">${escapeHtml(code)}</span></p>`
    : '';
  const link = escapeHtml(publicUrl);
  return `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:520px;margin:0 auto">
<h1 style="margin:0 0 24px;color:${BLUE};font-size:24px">Tambora<span style="color:${RED}">.</span></h1>
${paragraphsHtml(before)}
${codeBox}
${paragraphsHtml(after)}
<p style="margin:24px 0 0;font-size:13px;color:#555555">Tambora — <a href="${link}" style="color:${BLUE}">${link}</a></p>
</div>
</body>
</html>`;
}

function text({ before, code, after = [] }: MailContent, publicUrl: string): string {
  const parts = [...before];
  if (code) parts.push(`    Código: ${code}`);
  parts.push(...after, publicUrl);
  return `${parts.join('\n\n')}\n`;
}

function mail(to: string, subject: string, content: MailContent, publicUrl: string): Mail {
  return { to, subject, text: text(content, publicUrl), html: html(content, publicUrl) };
}

/** A mail carrying a code: what it is for, the code, how long it lasts, and what if it was not you. */
function codeMail(
  to: string,
  subject: string,
  code: string,
  publicUrl: string,
  [what, ifNotYou]: [string, string],
): Mail {
  const after = [`El código vence en ${CODE_TTL_MINUTES} minutos.`, ifNotYou];
  return mail(to, subject, { before: ['Hola:', what], code, after }, publicUrl);
}

export function verificationCodeMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(to, MAIL_SUBJECTS.verification, code, publicUrl, [
    'Usa este código para verificar tu correo electrónico y continuar con tu registro en Tambora:',
    'Si no pediste registrarte en Tambora, puedes ignorar este correo.',
  ]);
}

export function resetCodeMail(to: string, code: string, publicUrl: string): Mail {
  return codeMail(to, MAIL_SUBJECTS.reset, code, publicUrl, [
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Tambora. Usa este código para continuar:',
    'Si no pediste restablecer tu contraseña, ignora este correo: tu contraseña no cambiará.',
  ]);
}

export function welcomeMail(to: string, name: string | null, publicUrl: string): Mail {
  return mail(
    to,
    MAIL_SUBJECTS.welcome,
    {
      before: [
        name ? `¡Hola, ${name}!` : '¡Hola!',
        'Te damos la bienvenida a Tambora, la casa del repertorio musical dominicano.',
        'Ya puedes escuchar música, guardar tus canciones favoritas en tu biblioteca, crear tus listas de reproducción y, si eres artista, compartir tus obras.',
        'Gracias por unirte.',
      ],
    },
    publicUrl,
  );
}

/** Registration for an address that already has an account: no code, the way back in instead. */
export function accountExistsMail(to: string, publicUrl: string): Mail {
  return mail(
    to,
    MAIL_SUBJECTS.accountExists,
    {
      before: [
        'Hola:',
        'Alguien (quizás tú) intentó registrarse en Tambora con este correo, pero ya tienes una cuenta.',
        'Inicia sesión con tu contraseña. Si no la recuerdas, usa "¿Olvidaste tu contraseña?" en la página de inicio de sesión para elegir una nueva.',
        'Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
      ],
    },
    publicUrl,
  );
}

/** Ten wrong codes in a day: the owner learns that someone tried, and that the codes stopped. */
export function codeGuessingMail(to: string, publicUrl: string): Mail {
  return mail(
    to,
    MAIL_SUBJECTS.codeGuessing,
    {
      before: [
        'Hola:',
        'En las últimas 24 horas se escribieron demasiados códigos incorrectos para este correo. Por seguridad, dejamos de aceptar códigos para él hasta mañana.',
        'Si fuiste tú, espera y vuelve a pedir un código más tarde. Si no fuiste tú, alguien podría estar intentando entrar en tu cuenta: tu contraseña no ha cambiado y no necesitas hacer nada más.',
      ],
    },
    publicUrl,
  );
}
