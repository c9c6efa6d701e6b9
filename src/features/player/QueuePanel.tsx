import { ActionIcon, Button, Drawer, Text, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPlayerPlayFilled,
  IconX,
} from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import type { Song } from '../../../domain/api';
import { AUTOPLAY_TEXTS } from '../../../domain/autoplay';
import { DEFAULT_COVER } from '../../../domain/default-images';
import { composersLine } from '../../../domain/song-card-texts';
import { FallbackImage } from '../../components/FallbackImage';
import { useIsPhone } from '../../lib/breakpoints';
import { AutoplaySwitch } from './AutoplaySwitch';
import classes from './QueuePanel.module.css';
import { QUEUE_TEXTS } from './queue-texts';
import { player, usePlayer } from './store';

/** Keys that survive a move (so focus stays on the moved song's button) and allow repeats. */
function entryKeys(songs: readonly Song[]): string[] {
  const seen = new Map<number, number>();
  return songs.map((song) => {
    const count = seen.get(song.song_id) ?? 0;
    seen.set(song.song_id, count + 1);
    return `${song.song_id}-${count}`;
  });
}

/** `recommended`: added by 'Reproducción automática' when the queue ended. */
function SongLine({ song, recommended = false }: { song: Song; recommended?: boolean }) {
  return (
    <>
      <FallbackImage
        src={song.cover_thumb}
        fallback={DEFAULT_COVER}
        className={classes.cover}
        width={40}
        height={40}
      />
      <span className={classes.texts}>
        <span className={classes.title}>{song.title}</span>
        <span className={classes.composers}>{composersLine(song)}</span>
        {recommended && <span className={classes.tag}>{AUTOPLAY_TEXTS.queueHeading}</span>}
      </span>
    </>
  );
}

/**
 * 'Cola': the song playing and what follows it, reordered by dragging or by the
 * up/down buttons, each removable, all clearable. A drawer from the bottom on phones, from the side
 * elsewhere. Every edit goes through the player, which saves it with the rest of its state.
 */
export function QueuePanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const current = usePlayer((state) => state.current);
  const list = usePlayer((state) => state.list);
  const index = usePlayer((state) => state.index);
  const recommended = usePlayer((state) => state.recommended);
  const isRecommended = (song: Song) => recommended.includes(song.song_id);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const upcoming = list.slice(index + 1);
  const keys = entryKeys(list).slice(index + 1);
  const first = index + 1;
  const last = list.length - 1;

  const move = (from: number, to: number) => {
    const song = list[from];
    player.moveInQueue(from, to);
    if (song) setAnnouncement(QUEUE_TEXTS.movedTo(song.title, to - index, upcoming.length));
  };
  const dropOn = (event: DragEvent, position: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, position);
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={QUEUE_TEXTS.panel}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '85%' : 420}
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Cerrar la cola' }}
    >
      {current && (
        <section aria-labelledby="cola-ahora" className={classes.block}>
          <Title order={3} id="cola-ahora" className={classes.heading}>
            {QUEUE_TEXTS.nowPlaying}
          </Title>
          <div className={classes.row} data-testid="queue-current">
            <SongLine song={current} recommended={isRecommended(current)} />
          </div>
        </section>
      )}
      <section aria-labelledby="cola-siguiente" className={classes.block}>
        <div className={classes.headingRow}>
          <Title order={3} id="cola-siguiente" className={classes.heading}>
            {QUEUE_TEXTS.upNext}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={upcoming.length === 0}
            onClick={() => {
              player.clearQueue();
              setAnnouncement(QUEUE_TEXTS.cleared);
            }}
          >
            {QUEUE_TEXTS.clear}
          </Button>
        </div>
        {upcoming.length === 0 ? (
          <Text c="dimmed">{QUEUE_TEXTS.empty}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {QUEUE_TEXTS.dragHint}
            </Text>
            <ol className={classes.list} aria-labelledby="cola-siguiente">
              {upcoming.map((song, offset) => {
                const position = first + offset;
                return (
                  <li
                    key={keys[offset]}
                    className={classes.row}
                    draggable
                    data-dragging={dragFrom === position || undefined}
                    data-drop={dropAt === position || undefined}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(position));
                      setDragFrom(position);
                    }}
                    onDragOver={(event) => {
                      event.preventDefault();
                      setDropAt(position);
                    }}
                    onDragEnd={() => {
                      setDragFrom(null);
                      setDropAt(null);
                    }}
                    onDrop={(event) => dropOn(event, position)}
                  >
                    <IconGripVertical size={16} aria-hidden className={classes.grip} />
                    <button
                      type="button"
                      className={classes.playRow}
                      aria-label={`Reproducir ${song.title}${isRecommended(song) ? `, ${AUTOPLAY_TEXTS.queueHeading.toLowerCase()}` : ''}`}
                      onClick={() => player.playAt(position)}
                    >
                      <SongLine song={song} recommended={isRecommended(song)} />
                      <IconPlayerPlayFilled size={14} aria-hidden className={classes.playIcon} />
                    </button>
                    <ActionIcon
                      variant="subtle"
                      color="gray.7"
                      aria-label={QUEUE_TEXTS.moveUp(song.title)}
                      disabled={position === first}
                      onClick={() => move(position, position - 1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray.7"
                      aria-label={QUEUE_TEXTS.moveDown(song.title)}
                      disabled={position === last}
                      onClick={() => move(position, position + 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray.7"
                      aria-label={QUEUE_TEXTS.remove(song.title)}
                      onClick={() => {
                        player.removeFromQueue(position);
                        setAnnouncement(QUEUE_TEXTS.removed(song.title));
                      }}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </section>
      <div className={classes.block}>
        <AutoplaySwitch />
      </div>
      <p className={classes.srOnly} aria-live="polite">
        {announcement}
      </p>
    </Drawer>
  );
}
