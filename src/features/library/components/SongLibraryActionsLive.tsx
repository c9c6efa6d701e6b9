import { ActionIcon, Menu } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconPlaylistAdd } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Song } from '../../../../domain/api';
import { LIBRARY_TEXTS } from '../../../../domain/library';
import { PLAYLIST_TEXTS } from '../../../../domain/playlists';
import { AppMenu } from '../../../components/AppMenu';
import { db } from '../../../lib/db';
import { notify } from '../../../lib/notify';
import { useSessionUser } from '../../auth/session-store';
import { useEditablePlaylists } from '../../playlists/editable';
import type { MirroredPlaylist } from '../mirror';
import { ChangeRefused, makeChange, newClientKey, newTempId, startLibrarySync } from '../sync';

export const NEW_PLAYLIST_PROMPT = 'Nombre de la nueva playlist';

/** Spec section 4: pressing the heart adds the song to the library (red), again removes it. */
export function LikeButton({ song }: { song: Song }) {
  const liked = useLiveQuery(() => db.librarySongs.get(song.song_id), [song.song_id]) !== undefined;
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
 * Every playlist the person may add to (issue "Finish the spec" 2): their library's, from
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

function AddToPlaylistMenu({ song }: { song: Song }) {
  const [open, setOpen] = useState(false);
  const choices = usePlaylistChoices(open);
  return (
    <AppMenu position="bottom-end" withinPortal opened={open} onChange={setOpen}>
      <Menu.Target>
        <ActionIcon
          variant="white"
          color="gray.7"
          size="md"
          aria-label={`Añadir ${song.title} a una playlist`}
        >
          <IconPlaylistAdd size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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

export function SongLibraryActionsLive({ song }: { song: Song }) {
  useEffect(() => startLibrarySync(), []);
  return (
    <>
      <LikeButton song={song} />
      <AddToPlaylistMenu song={song} />
    </>
  );
}
