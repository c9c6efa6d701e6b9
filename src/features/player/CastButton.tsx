import { ActionIcon } from '@mantine/core';
import { IconCast } from '@tabler/icons-react';
import { player, usePlayer } from './store';

export const CAST_TEXTS = {
  /** The button, and the chooser it opens (docs/product.md "Transmitir"). */
  button: 'Transmitir',
  /** Pressed: the music plays on a speaker or TV; a press offers to bring it back. */
  connected: 'Transmitiendo a otro dispositivo',
} as const;

/**
 * 'Transmitir': drawn only while the browser says a speaker or TV can take the music (the Remote
 * Playback API, followed by the engine: remote-playback.ts); never where it cannot (Firefox).
 */
export function CastButton() {
  const remote = usePlayer((state) => state.remote);
  if (!remote.available && !remote.connected) return null;
  return (
    <ActionIcon
      variant={remote.connected ? 'light' : 'subtle'}
      color="gray.0"
      size={36}
      aria-label={remote.connected ? CAST_TEXTS.connected : CAST_TEXTS.button}
      aria-pressed={remote.connected}
      // prompt() needs the press itself: no await before it.
      onClick={() => player.castToDevice()}
    >
      <IconCast size={20} aria-hidden />
    </ActionIcon>
  );
}
