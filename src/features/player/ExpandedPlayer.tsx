import { Modal, Text } from '@mantine/core';
import type { Song } from '../../../domain/api';
import { DEFAULT_COVER } from '../../../domain/default-images';
import { FallbackImage } from '../../components/FallbackImage';
import { useIsPhone } from '../../lib/breakpoints';
import { LyricsField } from '../songs/components/LyricsField';
import { composersLine } from '../songs/components/song-texts';
import classes from './ExpandedPlayer.module.css';
import { usePlayer } from './store';
import { TransportControls } from './TransportControls';
import { SongWaveform } from './Waveform';

/** The credits the expanded view lists, in the song form's order, when the song has them. */
const CREDITS: { label: string; of: (song: Song) => readonly string[] }[] = [
  { label: 'Compositores', of: (song) => song.composers },
  { label: 'Intérpretes', of: (song) => song.interpreters },
  { label: 'Autores', of: (song) => song.authors },
  { label: 'Arreglistas', of: (song) => song.arrangers },
];

export const EXPANDED_TEXTS = {
  credits: 'Créditos',
  lyrics: 'Letra',
  genre: 'Género',
} as const;

function Credits({ song }: { song: Song }) {
  return (
    <section aria-labelledby="reproductor-creditos" className={classes.block}>
      <h3 id="reproductor-creditos" className={classes.heading}>
        {EXPANDED_TEXTS.credits}
      </h3>
      <dl className={classes.credits}>
        {CREDITS.filter((credit) => credit.of(song).some((name) => name.trim())).map((credit) => (
          <div key={credit.label}>
            <dt>{credit.label}</dt>
            <dd>{credit.of(song).join(', ')}</dd>
          </div>
        ))}
        <div>
          <dt>{EXPANDED_TEXTS.genre}</dt>
          <dd>{song.gender}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The expanded player (issue 17 point 4): the current song's cover, its waveform as a seek bar
 * when the audio pipeline made one, its credits and its lyrics, scrollable. Full screen on phones.
 * It follows the player: when the next song starts, the view shows that one.
 */
export function ExpandedPlayer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const song = usePlayer((state) => state.current);
  if (!song) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      zIndex={300}
      title={song.title}
      closeButtonProps={{ 'aria-label': 'Cerrar el reproductor' }}
      classNames={{ title: classes.title }}
    >
      <div className={classes.top}>
        <FallbackImage
          src={song.cover}
          fallback={DEFAULT_COVER}
          alt={`Portada de ${song.title}`}
          className={classes.cover}
          width={320}
          height={320}
        />
        <Text className={classes.composers}>{composersLine(song)}</Text>
        {song.waveform && (
          <div className={classes.wave}>
            <SongWaveform song={song} peaks={song.waveform} />
          </div>
        )}
        <div className={classes.controls}>
          <TransportControls tone="sheet" />
        </div>
      </div>
      <Credits song={song} />
      <section aria-labelledby="reproductor-letra" className={classes.block}>
        <h3 id="reproductor-letra" className={classes.heading}>
          {EXPANDED_TEXTS.lyrics}
        </h3>
        <LyricsField letter={song.letter} labelledBy="reproductor-letra" maxRows={16} />
      </section>
    </Modal>
  );
}
