import { ActionIcon, Anchor, Button, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PinnedPlaylistEntry } from '../../lib/db';
import { RouterAnchor } from '../../lib/RouterAnchor';
import { savedSongsOf, unpinPlaylist } from '../offline/pinned-playlists';
import { formatBytes } from '../offline/sizes';
import { playSongs } from '../player/store';
import { playlistPath } from '../playlists/components/PlaylistLink';
import classes from './DownloadsPage.module.css';

export const PINNED_PLAYLISTS_TEXTS = {
  title: 'Playlists disponibles sin conexión',
  saved: (saved: number, total: number, size: string) =>
    `${saved} de ${total} ${total === 1 ? 'canción guardada' : 'canciones guardadas'} · ${size}`,
  play: (name: string) => `Reproducir ${name}`,
  unpin: (name: string) => `Dejar de guardar ${name}`,
} as const;

interface PinnedPlaylistRow {
  entry: PinnedPlaylistEntry;
  savedCount: number;
  sizeBytes: number;
}

/** Each pinned playlist with what of it is on the device, read from IndexedDB only. */
async function readPinnedPlaylists(): Promise<PinnedPlaylistRow[]> {
  // Newest pin first, like the saved songs' newest play first.
  const entries = (await db.pinnedPlaylists.toArray()).sort((a, b) => b.pinnedAt - a.pinnedAt);
  return Promise.all(
    entries.map(async (entry) => {
      const saved = (await db.offlineSongs.bulkGet(entry.songIds)).filter(
        (song) => song !== undefined,
      );
      return {
        entry,
        savedCount: saved.length,
        sizeBytes: saved.reduce((sum, song) => sum + song.sizeBytes, 0),
      };
    }),
  );
}

function PinnedPlaylist({ row }: { row: PinnedPlaylistRow }) {
  const { entry } = row;
  const play = async () => {
    const songs = await savedSongsOf(entry);
    if (songs.length > 0) playSongs(songs, 0, { playlistId: entry.playlist_id });
  };
  return (
    <li className={classes.item}>
      <ActionIcon
        size="lg"
        radius="xl"
        aria-label={PINNED_PLAYLISTS_TEXTS.play(entry.name)}
        disabled={row.savedCount === 0}
        onClick={() => void play()}
      >
        <IconPlayerPlayFilled size={18} aria-hidden />
      </ActionIcon>
      <div className={classes.itemText}>
        <Anchor component={RouterAnchor} href={playlistPath(entry.playlist_id)} fw={600}>
          {entry.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {PINNED_PLAYLISTS_TEXTS.saved(
            row.savedCount,
            entry.songIds.length,
            formatBytes(row.sizeBytes),
          )}
        </Text>
      </div>
      <Button
        variant="subtle"
        color="tamboraRed"
        aria-label={PINNED_PLAYLISTS_TEXTS.unpin(entry.name)}
        onClick={() => void unpinPlaylist(entry.playlist_id)}
      >
        <IconTrash size={18} aria-hidden />
      </Button>
    </li>
  );
}

/**
 * Descargas' pinned playlists: each plays its saved songs in the
 * playlist's order, offline too, and can be let go (its songs become evictable copies).
 */
export function PinnedPlaylists() {
  const rows = useLiveQuery(readPinnedPlaylists, []);
  if (!rows || rows.length === 0) return null;
  return (
    <div className={classes.section}>
      <Title order={2} size="h4">
        {PINNED_PLAYLISTS_TEXTS.title} ({rows.length})
      </Title>
      <ul className={classes.list} aria-label={PINNED_PLAYLISTS_TEXTS.title}>
        {rows.map((row) => (
          <PinnedPlaylist key={row.entry.playlist_id} row={row} />
        ))}
      </ul>
    </div>
  );
}
