import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPlayerTrackNext, IconPlaylist, IconShare } from '@tabler/icons-react';
import type { Song } from '../../../../domain/api';
import { AppMenu } from '../../../components/AppMenu';
import { notify } from '../../../lib/notify';
import { loadPlayer } from '../../player/now-playing';
import { QUEUE_TEXTS } from '../../player/queue-texts';
import { SHARE_TEXTS, shareLink } from '../../sharing/share';
import { composersLine, songPath } from './song-texts';

async function queue(song: Song, where: 'next' | 'end'): Promise<void> {
  const { player } = await loadPlayer();
  const wasIdle = player.getState().current === null || player.getState().hidden;
  if (where === 'next') player.playNext(song);
  else player.addToQueue(song);
  // A song sent to an empty bar starts playing, which says enough.
  if (!wasIdle) {
    notify(
      'success',
      where === 'next' ? QUEUE_TEXTS.playsNext(song.title) : QUEUE_TEXTS.added(song.title),
    );
  }
}

/**
 * Every song's menu, for visitors too (issue 17 points 1 and 6): what plays next, and sharing.
 * Loaded after the first paint, like the heart.
 */
export function SongMenu({ song }: { song: Song }) {
  return (
    <AppMenu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="white"
          color="gray.7"
          size="md"
          aria-label={`Más opciones de ${song.title}`}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
          onClick={() => void queue(song, 'next')}
        >
          {QUEUE_TEXTS.playNext}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPlaylist size={16} aria-hidden />}
          onClick={() => void queue(song, 'end')}
        >
          {QUEUE_TEXTS.addToQueue}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() =>
            void shareLink({
              path: songPath(song.song_id),
              title: song.title,
              text: `${song.title} — ${composersLine(song)}`,
            })
          }
        >
          {SHARE_TEXTS.button}
        </Menu.Item>
      </Menu.Dropdown>
    </AppMenu>
  );
}
