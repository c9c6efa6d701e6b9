import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Song } from '../../../../domain/api';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import type { PlaylistDetail } from '../../../../domain/playlists';
import { db } from '../../../lib/db';
import { notify } from '../../../lib/notify';
import { ChangeRefused, makeChange } from '../../library-sync/sync';

/**
 * Someone else's playlist (a seasonal one, a creator's album) into the person's Biblioteca, and out
 * again (POST and DELETE /playlist_libraries). It goes through the
 * library's offline queue like a like: it shows at once, also without a connection.
 */
export function SaveToLibraryButton({
  playlist,
  songs,
}: {
  playlist: PlaylistDetail;
  songs: Song[];
}) {
  const saved =
    useLiveQuery(() => db.libraryPlaylists.get(playlist.playlist_id), [playlist.playlist_id]) !==
    undefined;
  const { Song_Playlists: _links, ...summary } = playlist;

  const toggle = async () => {
    try {
      await makeChange({
        kind: saved ? 'forgetPlaylist' : 'savePlaylist',
        playlist: summary,
        songs,
      });
      notify(
        'success',
        saved ? PLAYLIST_TEXTS.forgotten(playlist.name) : PLAYLIST_TEXTS.saved(playlist.name),
      );
    } catch (error) {
      // A refusal was already told (and undone) by the queue.
      if (!(error instanceof ChangeRefused)) {
        notify('error', saved ? PLAYLIST_TEXTS.forgetFailed : PLAYLIST_TEXTS.saveFailed);
      }
    }
  };

  return (
    <Button
      variant={saved ? 'light' : 'outline'}
      leftSection={
        saved ? (
          <IconBookmarkFilled size={16} aria-hidden />
        ) : (
          <IconBookmark size={16} aria-hidden />
        )
      }
      onClick={() => void toggle()}
    >
      {saved ? PLAYLIST_TEXTS.forgetFromLibrary : PLAYLIST_TEXTS.saveToLibrary}
    </Button>
  );
}
