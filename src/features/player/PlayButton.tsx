import { ActionIcon, Loader } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Song } from '../../../domain/api';
import { isOnline } from '../../lib/connectivity';
import { useOnline } from '../../lib/use-online';
import { prefersLight, sourceOf } from '../offline/audio-source';
import { useSavedOfflineAnswer } from '../offline/saved-songs';
import { dropFirstSound, startFirstSound } from './first-sound';
import { firstSoundPress, usePreparedAtIdle, useStartingShown } from './first-sound-press';
import { NOT_OFFLINE_NOTE } from './messages';
import { loadPlayer, useSongOnPlayer } from './now-playing';
import classes from './PlayButton.module.css';

export interface PlayButtonProps {
  song: Song;
  /** The list it belongs to: next/previous walk through it. Defaults to the song alone. */
  list?: readonly Song[];
  playlistId?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * The press this page is for (a song's own page): its element is prepared once the page is
   * idle, so that press starts a load the browser has already set up.
   */
  preparedAtIdle?: boolean;
}

/**
 * Presses of play made while the player's code loads each wait for it, and they may come through
 * in any order: a later press's first sound or module import can settle first (a second song
 * pressed on a slow first visit was heard, then the first took its place). Only the latest press
 * plays, so the song pressed last is the one that goes on.
 */
let latestPress = 0;

/** Every play button of the app: plays the song within its list, or pauses it when it is playing. */
export function PlayButton({
  song,
  list,
  playlistId = null,
  size = 'md',
  className,
  preparedAtIdle = false,
}: PlayButtonProps) {
  const onPlayer = useSongOnPlayer(song.song_id);
  const online = useOnline();
  // The file a press starts (sourceOf) waits for IndexedDB's answer only when the light rendition
  // may be chosen: only then is the button drawn again when that answer comes.
  const saved = useSavedOfflineAnswer(song.song_id, Boolean(song.audio_light) && prefersLight());
  const playing = onPlayer === 'playing';
  const unavailable = !online && !saved;
  const label = `${playing ? 'Pausar' : 'Reproducir'} ${song.title}`;
  const startsNewFile = online && onPlayer === 'elsewhere';
  const newFile = startsNewFile ? sourceOf(song) : null;
  const press = firstSoundPress(newFile);
  usePreparedAtIdle(preparedAtIdle ? newFile : null);
  const [starting, showStarting] = useStartingShown();
  const onClick = () => {
    const songs = list && list.length > 0 ? list : [song];
    const index = Math.max(
      0,
      songs.findIndex((item) => item.song_id === song.song_id),
    );
    // Online, a new song's file is asked for in this very task, before the player's code is even
    // loaded (the song on the bar resumes where it was instead).
    const fresh = isOnline() && onPlayer === 'elsewhere';
    const sounding = fresh ? startFirstSound(sourceOf(song)) : Promise.resolve();
    latestPress += 1;
    const press = latestPress;
    const started = sounding.then(loadPlayer).then((player) => {
      if (press === latestPress)
        player.playSongs(songs, index, { playlistId, pauseIfPlaying: true });
    }, dropFirstSound);
    if (fresh) showStarting(started);
  };
  const iconSize = size === 'lg' ? 26 : size === 'sm' ? 16 : 20;
  return (
    <ActionIcon
      variant="filled"
      radius="xl"
      size={size === 'lg' ? 48 : size === 'sm' ? 30 : 38}
      color="tamboraBlue"
      aria-label={unavailable ? `${label} (${NOT_OFFLINE_NOTE})` : label}
      data-unavailable={unavailable || undefined}
      style={unavailable ? { opacity: 0.45 } : undefined}
      className={className ? `${classes.button} ${className}` : classes.button}
      aria-busy={starting || undefined}
      {...press}
      onClick={onClick}
    >
      {starting ? (
        <Loader size={iconSize} color="white" aria-hidden />
      ) : playing ? (
        <IconPlayerPauseFilled size={iconSize} aria-hidden />
      ) : (
        <IconPlayerPlayFilled size={iconSize} aria-hidden />
      )}
    </ActionIcon>
  );
}
