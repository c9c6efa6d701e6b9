import { Menu } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Song } from '../../../../domain/api';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import { AppMenu } from '../../../components/AppMenu';
import { useFocusGivenBack, useOpenedOnceBuilt } from '../../../components/MenuOnPress';
import { db } from '../../../lib/db';
import { notify } from '../../../lib/notify';
import { useSessionUser } from '../../auth/session-store';
import type { MirroredPlaylist } from '../../library-sync/mirror';
import { makeChange, newClientKey, newTempId } from '../../library-sync/sync';
import { useEditablePlaylists } from '../../playlists/editable';
import { AddToPlaylistButton } from './AddToPlaylistButton';

export const NEW_PLAYLIST_PROMPT = 'Nombre de la nueva playlist';

/** Spec section 4: a new private playlist from the song (name prompt), or one of the person's. */
export async function createPlaylistFromSong(song: Song, name: string | null): Promise<boolean> {
  const trimmed = name?.trim() ?? '';
  // Spec section 5: a cancelled or empty prompt does nothing.
  if (!trimmed) return false;
  const tempId = newTempId();
  try {
    await makeChange({
      kind: 'createPlaylist',
      tempId,
      body: { name: trimmed, public: false, isFromRepertoire: false, client_key: newClientKey() },
      saveToLibrary: true,
    });
    await makeChange({ kind: 'addSong', playlistId: tempId, song });
    notify('success', PLAYLIST_TEXTS.createdFromSong(trimmed));
    return true;
  } catch {
    notify('error', PLAYLIST_TEXTS.createFromSongFailed);
    return false;
  }
}

export async function addToPlaylist(song: Song, playlistId: number): Promise<void> {
  try {
    await makeChange({ kind: 'addSong', playlistId, song });
    notify('success', PLAYLIST_TEXTS.songAdded);
  } catch {
    notify('error', PLAYLIST_TEXTS.addSongFailed);
  }
}

interface PlaylistChoice {
  id: number;
  name: string;
}

/**
 * Every playlist the person may add to: their library's, from
 * IndexedDB so the menu works offline, then, once the menu opens online, their albums and (for
 * admins) the seasonal playlists, which live outside the library.
 */
function usePlaylistChoices(open: boolean): PlaylistChoice[] {
  const user = useSessionUser();
  const mirrored = useLiveQuery(
    async () =>
      ((await db.libraryPlaylists.toArray()) as MirroredPlaylist[])
        .filter((entry) => entry.playlist.user_id === user?.credentials_id)
        .map((entry) => ({ id: entry.playlist_id, name: entry.playlist.name })),
    [user?.credentials_id],
  );
  const editable = useEditablePlaylists(open);
  const choices = [...(mirrored ?? [])];
  for (const playlist of editable) {
    if (!choices.some((choice) => choice.id === playlist.playlist_id)) {
      choices.push({ id: playlist.playlist_id, name: playlist.name });
    }
  }
  return choices;
}

/**
 * A song's 'add to playlist' menu, built when its button is first pressed (SongLibraryActionsLive);
 * closing it leaves the focus on its button.
 */
export function PlaylistMenu({ song }: { song: Song }) {
  const [open, setOpen] = useOpenedOnceBuilt();
  const { target, dropdown, menuProps } = useFocusGivenBack();
  const choices = usePlaylistChoices(open);
  return (
    <AppMenu position="bottom-end" withinPortal opened={open} onChange={setOpen} {...menuProps}>
      <Menu.Target>
        <AddToPlaylistButton ref={target} song={song} />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        <Menu.Item
          onClick={() => void createPlaylistFromSong(song, window.prompt(NEW_PLAYLIST_PROMPT))}
        >
          Nueva playlist
        </Menu.Item>
        {choices.map((choice) => (
          <Menu.Item key={choice.id} onClick={() => void addToPlaylist(song, choice.id)}>
            {choice.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </AppMenu>
  );
}
