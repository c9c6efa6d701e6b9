import { Menu } from '@mantine/core';
import { IconPlayerTrackNext, IconPlaylist, IconShare } from '@tabler/icons-react';
import { useRef } from 'react';
import type { Song } from '../../../../domain/api';
import { AppMenu } from '../../../components/AppMenu';
import { notify } from '../../../lib/notify';
import { loadPlayer } from '../../player/now-playing';
import { QUEUE_TEXTS } from '../../player/queue-texts';
import { SHARE_TEXTS, shareLink } from '../../sharing/share';
import { songShareTarget } from '../../sharing/targets';
import { SongMenuTrigger } from './SongMenuTrigger';

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
 * Mounted by SongMenuButton on the first press, open.
 */
export function SongMenu({ song }: { song: Song }) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <AppMenu
      position="bottom-end"
      withinPortal
      defaultOpened
      // Opened at mount, the menu cannot know the button focused before it (the stand-in that
      // SongMenuButton replaced), so focus is given back by hand.
      onClose={() => requestAnimationFrame(() => target.current?.focus())}
    >
      <Menu.Target>
        <SongMenuTrigger ref={target} title={song.title} />
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
          onClick={() => void shareLink(songShareTarget(song))}
        >
          {SHARE_TEXTS.button}
        </Menu.Item>
      </Menu.Dropdown>
    </AppMenu>
  );
}
