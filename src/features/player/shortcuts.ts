/**
 * The player's keyboard shortcuts, as a pure mapping from a key press to what
 * it does, so the hook stays small and the rules are tested without a browser.
 */
export type ShortcutAction =
  | 'toggle'
  | 'seekBack'
  | 'seekForward'
  | 'previous'
  | 'next'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'queue'
  | 'help';

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 10;

/** What the '?' dialog lists, in this order. */
export const SHORTCUT_HELP: readonly { keys: string; does: string }[] = [
  { keys: 'Espacio', does: 'Reproducir o pausar' },
  { keys: '← / →', does: 'Retroceder o avanzar 5 segundos' },
  { keys: 'Mayús + ← / →', does: 'Canción anterior o siguiente' },
  { keys: '↑ / ↓', does: 'Subir o bajar el volumen' },
  { keys: 'M', does: 'Silenciar o activar el sonido' },
  { keys: 'Q', does: 'Mostrar u ocultar la cola' },
  { keys: '?', does: 'Mostrar estos atajos' },
];

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'
>;

/** The action of a key press, or null: keys with Ctrl, Cmd or Alt belong to the browser. */
export function shortcutFor(event: KeyPress): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
      return event.repeat ? null : 'toggle';
    case 'ArrowLeft':
      return event.shiftKey ? 'previous' : 'seekBack';
    case 'ArrowRight':
      return event.shiftKey ? 'next' : 'seekForward';
    case 'ArrowUp':
      return 'volumeUp';
    case 'ArrowDown':
      return 'volumeDown';
    case 'm':
    case 'M':
      return event.repeat ? null : 'mute';
    case 'q':
    case 'Q':
      return event.repeat ? null : 'queue';
    case '?':
      return 'help';
    default:
      return null;
  }
}
