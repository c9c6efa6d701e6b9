import { Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FullSong } from '../../../../domain/api';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { readLyrics } from '../../../../domain/lrc';
import { composersLine } from '../../../../domain/song-card-texts';
import { NO_SONG_DETAILS } from '../../../../domain/song-details';
import { FallbackImage } from '../../../components/FallbackImage';
import { useIsPhone } from '../../../lib/breakpoints';
import { usePlayer } from '../../player/store';
import { TransportControls } from '../../player/TransportControls';
import { SongWaveform } from '../../player/Waveform';
import { songDetailQueryOptions } from '../api';
import { LyricsField } from '../components/LyricsField';
import classes from './ExpandedPlayer.module.css';
import { SyncedLyrics } from './SyncedLyrics';

/** The credits the expanded view lists, in the song form's order, when the song has them. */
const CREDITS: { label: string; of: (song: FullSong) => readonly string[] }[] = [
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

function Credits({ song }: { song: FullSong }) {
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
 * The expanded player: the current song's cover, its waveform as a seek bar
 * when the audio pipeline made one, its credits and its lyrics, scrollable. Full screen on phones.
 * It follows the player: when the next song starts, the view shows that one.
 */
export function ExpandedPlayer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const current = usePlayer((state) => state.current);
  if (!current) return null;
  return (
    <ExpandedSong
      key={current.song_id}
      songId={current.song_id}
      opened={opened}
      onClose={onClose}
    />
  );
}

/**
 * Lists carry no waveform, lyrics or full credits: they come with the song's
 * own answer, the song page's, kept on the device like it, so a song seen before shows them
 * offline too. Until it is here (or offline without it) the view shows what the queue knows.
 */
function ExpandedSong({
  songId,
  opened,
  onClose,
}: {
  songId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useIsPhone();
  const current = usePlayer((state) => state.current);
  const detail = useQuery({ ...songDetailQueryOptions(songId), enabled: opened });
  if (!current) return null;
  const song: FullSong = { ...NO_SONG_DETAILS, ...current, ...detail.data };
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
        <PlayerLyrics letter={song.letter} />
      </section>
    </Modal>
  );
}

/** Synced lyrics follow the song; plain ones are a field to read (domain/lrc.ts decides). */
function PlayerLyrics({ letter }: { letter: string | null }) {
  const lyrics = letter ? readLyrics(letter) : null;
  if (lyrics?.kind === 'synced') {
    return <SyncedLyrics lines={lyrics.lines} labelledBy="reproductor-letra" />;
  }
  return <LyricsField letter={letter} labelledBy="reproductor-letra" maxRows={16} />;
}
