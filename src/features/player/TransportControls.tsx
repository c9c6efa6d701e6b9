import { ActionIcon, Loader } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
} from '@tabler/icons-react';
import { player, usePlayer } from './store';

/** How the buttons look: light on the bar's dark blue, or blue on the expanded view's white. */
const TONES = {
  bar: { color: 'gray.0', side: 40, play: 44, icon: 20, playIcon: 22, playColor: 'tamboraBlue' },
  sheet: {
    color: 'tamboraBlue',
    side: 44,
    play: 56,
    icon: 22,
    playIcon: 26,
    playColor: 'gray.0',
  },
} as const;

/**
 * 'Anterior', 'Reproducir'/'Pausar' (busy while the file loads) and 'Siguiente': the player bar's
 * and the expanded player's, one set of buttons driving the one player.
 */
export function TransportControls({
  tone,
  playClassName,
}: {
  tone: keyof typeof TONES;
  playClassName?: string;
}) {
  const playing = usePlayer((state) => state.playing);
  const loading = usePlayer((state) => state.loading);
  const look = TONES[tone];
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={look.color}
        size={look.side}
        aria-label="Anterior"
        onClick={() => player.previous()}
      >
        <IconPlayerSkipBackFilled size={look.icon} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="filled"
        color={look.color}
        radius="xl"
        size={look.play}
        className={playClassName}
        aria-label={playing ? 'Pausar' : 'Reproducir'}
        aria-busy={loading || undefined}
        onClick={() => player.toggle()}
      >
        {loading ? (
          <Loader size={look.icon} color={look.playColor} aria-hidden />
        ) : playing ? (
          <IconPlayerPauseFilled size={look.playIcon} aria-hidden />
        ) : (
          <IconPlayerPlayFilled size={look.playIcon} aria-hidden />
        )}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={look.color}
        size={look.side}
        aria-label="Siguiente"
        onClick={() => player.next()}
      >
        <IconPlayerSkipForwardFilled size={look.icon} aria-hidden />
      </ActionIcon>
    </>
  );
}
