import { ActionIcon, Menu } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconPlaylistAdd } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { Song } from '../../../../domain/api';
import { LIBRARY_TEXTS } from '../../../../domain/library-texts';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import { AppMenu } from '../../../components/AppMenu';
import { db } from '../../../lib/db';
import { liveIdSet } from '../../../lib/live-id-set';
import { notify } from '../../../lib/notify';
import { useSessionUser } from '../../auth/session-store';
import { useEditablePlaylists } from '../../playlists/editable';
import type { MirroredPlaylist } from '../mirror';
import { ChangeRefused, makeChange, newClientKey, newTempId, startLibrarySync } from '../sync';

export const NEW_PLAYLIST_PROMPT = 'Nombre de la nueva playlist';

/** The songs in the person's library (liked), one live query for every heart of the page. */
const useLikedId = liveIdSet(
  async (database) => (await database.librarySongs.toCollection().primaryKeys()) as number[],
);

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

/**
 * The playlist button. Its menu (a Mantine popover and a live query of the person's playlists) is
 * built when first pressed: built for every row, a library of 100 songs spent a quarter of its
 * start-up on menus nobody had opened (profiled at 4× CPU).
 */
function AddToPlaylistMenu({ song }: { song: Song }) {
  const [built, setBuilt] = useState(false);
  const label = `Añadir ${song.title} a una playlist`;
  if (built) return <PlaylistMenu song={song} label={label} />;
  return (
    <ActionIcon
      variant="white"
      color="gray.7"
      size="md"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setBuilt(true)}
    >
      <IconPlaylistAdd size={20} />
    </ActionIcon>
  );
}

/**
 * The menu, opened once built (built closed, then opened, as any menu is: a popover mounted open
 * is drawn before it has a position); closing it leaves the focus on its button.
 */
function PlaylistMenu({ song, label }: { song: Song; label: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const trigger = useRef<HTMLButtonElement>(null);
  const choices = usePlaylistChoices(open);
  return (
    <AppMenu
      position="bottom-end"
      withinPortal
      opened={open}
      onChange={setOpen}
      onClose={() => trigger.current?.focus()}
    >
      <Menu.Target>
        <ActionIcon ref={trigger} variant="white" color="gray.7" size="md" aria-label={label}>
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
