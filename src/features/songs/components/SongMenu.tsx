import { Menu } from '@mantine/core';
import {
  IconCode,
  IconEdit,
  IconPlayerTrackNext,
  IconPlaylist,
  IconQrcode,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import type { Song } from '../../../../domain/api';
import { EMBED_TEXTS } from '../../../../domain/embed-texts';
import { AppMenu } from '../../../components/AppMenu';
import { useFocusGivenBack } from '../../../components/MenuOnPress';
import { errorText } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useSessionUser } from '../../auth/session-store';
import { loadPlayer } from '../../player/now-playing';
import { QUEUE_TEXTS } from '../../player/queue-texts';
import { LazyShareExtraDialog } from '../../sharing/lazy-share-extra';
import type { ShareExtra } from '../../sharing/ShareExtraDialog';
import { SHARE_TEXTS, shareLink } from '../../sharing/share';
import { songShareTarget } from '../../sharing/targets';
import { songKeys } from '../api';
import { DeleteSongDialog } from '../form/DeleteSongButton';
import { deleteSong } from '../song-api';
import { DELETE_SONG_ERROR, SONG_FEEDBACK } from '../song-feedback';
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
 * Every song's menu, for visitors too: what plays next, and sharing; for
 * the song's own creator also 'Editar' and 'Eliminar'. Mounted by
 * SongMenuButton on the first press, open.
 */
export function SongMenu({ song }: { song: Song }) {
  const { target, dropdown, menuProps } = useFocusGivenBack();
  const user = useSessionUser();
  const own = user !== null && user.credentials_id === song.user_id;
  const [deleting, setDeleting] = useState(false);
  const [extra, setExtra] = useState<ShareExtra | null>(null);
  const router = useRouter();
  const queryClient = useQueryClient();

  async function remove() {
    try {
      await deleteSong(song.song_id);
    } catch (error) {
      notify('error', errorText(error, DELETE_SONG_ERROR));
      return;
    }
    queryClient.removeQueries({ queryKey: songKeys.detail(song.song_id) });
    // Every list the song was in: home rows, the repertoire, search.
    await queryClient.invalidateQueries();
    notify('success', SONG_FEEDBACK.deleted(song.title));
  }

  return (
    <>
      <AppMenu position="bottom-end" withinPortal defaultOpened {...menuProps}>
        <Menu.Target>
          <SongMenuTrigger ref={target} title={song.title} />
        </Menu.Target>
        <Menu.Dropdown ref={dropdown}>
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
          {song.visibility && (
            <>
              <Menu.Item
                leftSection={<IconCode size={16} aria-hidden />}
                onClick={() => setExtra('insert')}
              >
                {EMBED_TEXTS.insert}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconQrcode size={16} aria-hidden />}
                onClick={() => setExtra('qr')}
              >
                {EMBED_TEXTS.qr}
              </Menu.Item>
            </>
          )}
          {own && (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() =>
                  void router.navigate({
                    to: '/EditSongRepertorie/$songId',
                    params: { songId: song.song_id },
                  })
                }
              >
                {SONG_MENU_TEXTS.edit}
              </Menu.Item>
              <Menu.Item
                color="tamboraRed.8"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {SONG_MENU_TEXTS.delete}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </AppMenu>
      {extra && (
        <Suspense fallback={null}>
          <LazyShareExtraDialog
            extra={extra}
            target={songShareTarget(song)}
            onClose={() => setExtra(null)}
          />
        </Suspense>
      )}
      {own && (
        <DeleteSongDialog
          opened={deleting}
          title={song.title}
          onClose={() => setDeleting(false)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}

export const SONG_MENU_TEXTS = { edit: 'Editar', delete: 'Eliminar' } as const;
