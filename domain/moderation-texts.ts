/**
 * The Spanish words of moderation, without zod: the sign-in screens (first
 * bundle) say the suspension message, the admin's log and the creator's notices the rest.
 */
export const MODERATION_ACTIONS = [
  'role_changed',
  'suspended',
  'reactivated',
  'song_hidden',
  'song_deleted',
  'account_deleted',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const NOTICE_KINDS = ['song_hidden', 'song_deleted'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A device fetches at most this many notices a request, and asks again after a full page. */
export const NOTICES_PER_REQUEST = 50;

/** Longest reason an admin may type (one or two sentences, shown in a notification). */
export const MAX_REASON_LENGTH = 300;

/** The audit log's words for each action (the admin's 'Registro' tab). */
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  role_changed: 'Cambió el rol',
  suspended: 'Suspendió la cuenta',
  reactivated: 'Reactivó la cuenta',
  song_hidden: 'Ocultó una canción',
  song_deleted: 'Eliminó una canción',
  account_deleted: 'Eliminó la cuenta',
};

/** The reasons an admin picks from; 'Otro motivo' lets them type one. */
export const MODERATION_REASONS = [
  'Infringe derechos de autor',
  'Contenido ofensivo o inapropiado',
  'Información de la canción incorrecta',
  'Audio dañado o de mala calidad',
  'Contenido repetido o spam',
] as const;
export const OTHER_REASON = 'Otro motivo';

export const MODERATION_TEXTS = {
  /** Said at sign-in (password or social) and by the API to a suspended account. */
  suspended:
    'Tu cuenta está suspendida por un administrador. Mientras lo esté no puedes iniciar sesión.',
  lastAdmin: 'Debe quedar al menos un administrador activo.',
  ownSuspension: 'No puedes suspender tu propia cuenta.',
  noReason: 'El administrador no indicó un motivo.',
  /** The notice's title on the creator's device. */
  songHiddenTitle: 'Un administrador ocultó tu canción',
  songDeletedTitle: 'Un administrador eliminó tu canción',
} as const;

/** The creator's notification: which song and why. */
export function noticeDescription(notice: {
  kind: NoticeKind;
  song_title: string;
  reason: string;
}): string {
  const done = notice.kind === 'song_hidden' ? 'ahora es privada' : 'ya no está en Tambora';
  return `«${notice.song_title}» ${done}. Motivo: ${notice.reason}`;
}
