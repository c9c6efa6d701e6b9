import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Song } from '../../../../domain/api';
import { LIBRARY_TEXTS } from '../../../../domain/library-texts';
import { MenuOnPress } from '../../../components/MenuOnPress';
import { lazyTracked } from '../../../lib/lazy-tracked';
import { notify } from '../../../lib/notify';
import { useLikedId } from '../../library-sync/liked-ids';
import { ChangeRefused, makeChange, startLibrarySync } from '../../library-sync/sync';
import { AddToPlaylistButton } from './AddToPlaylistButton';

/** Spec section 4: pressing the heart adds the song to the library (red), again removes it. */
export function LikeButton({ song }: { song: Song }) {
  const liked = useLikedId(song.song_id) ?? false;
  const toggle = async () => {
    try {
      await makeChange({ kind: liked ? 'unlike' : 'like', song });
    } catch (error) {
      // A refusal already told the person (and was undone); anything else gets the spec's text.
      if (!(error instanceof ChangeRefused)) {
        notify('error', LIBRARY_TEXTS.likeFailed);
      }
    }
  };
  return (
    <ActionIcon
      variant="white"
      color={liked ? 'red.8' : 'gray.7'}
      size="md"
      aria-label={liked ? `Quitar ${song.title} de Me gusta` : `Me gusta ${song.title}`}
      aria-pressed={liked}
      data-liked={liked}
      onClick={() => void toggle()}
    >
      {liked ? <IconHeartFilled size={20} color="#CE1126" /> : <IconHeart size={20} />}
    </ActionIcon>
  );
}

// The playlist menu (a Mantine popover and a live query of the person's playlists) is built when
// its button is first pressed: built for every row, a library of 100 songs spent a quarter of its
// start-up on menus nobody had opened (profiled at 4× CPU), and loaded with the rows, its code and
// stylesheets came before every signed-in screen.
const loadPlaylistMenu = () => import('./PlaylistMenu');
const PlaylistMenu = lazyTracked(async () => ({
  default: (await loadPlaylistMenu()).PlaylistMenu,
}));

export function SongLibraryActionsLive({ song }: { song: Song }) {
  useEffect(() => startLibrarySync(), []);
  return (
    <>
      <LikeButton song={song} />
      <MenuOnPress button={<AddToPlaylistButton song={song} />} prepare={loadPlaylistMenu}>
        <PlaylistMenu song={song} />
      </MenuOnPress>
    </>
  );
}
