import { Alert, Select, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Song } from '../../../../domain/api';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import classes from '../../../components/lists/FilteredListPage.module.css';
import { errorText } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useSessionUser } from '../../auth/session-store';
import { makeChange } from '../../library-sync/sync';
import {
  candidateSongsQueryOptions,
  ownedPlaylistsQueryOptions,
  playlistKeys,
  playlistQueryOptions,
} from '../api';
import { AddedSongList, AddSongList } from './SongPickLists';

export type PlaylistSongsView = 'add' | 'added';

const TITLES: Record<PlaylistSongsView, string> = {
  add: 'Agregar canciones a una playlist',
  added: 'Canciones agregadas a la playlist',
};

/**
 * /SongCardListUploadPlaylists and /AddSongPlaylistCard (add songs to one of the person's
 * playlists), /AddedSongPlaylistCard and /SongCardListUploadPlaylistsAdded (its songs, to remove).
 * Changes go through the offline queue, so they also work without a connection.
 */
export function PlaylistSongsScreen({
  view,
  playlistId,
}: {
  view: PlaylistSongsView;
  playlistId?: number;
}) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(playlistId ?? null);
  const mine = useQuery({
    ...ownedPlaylistsQueryOptions('mine', user?.credentials_id),
    enabled: user !== null,
  });
  const detail = useQuery({ ...playlistQueryOptions(chosen ?? 0), enabled: chosen !== null });
  const candidates = useQuery({ ...candidateSongsQueryOptions(user), enabled: view === 'add' });
  const songs = detail.data?.Song_Playlists.map((link) => link.Song) ?? [];

  const change = async (kind: 'addSong' | 'removeSong', song: Song) => {
    if (chosen === null) return;
    try {
      await makeChange({ kind, playlistId: chosen, song });
      if (kind === 'addSong') notify('success', PLAYLIST_TEXTS.songAdded);
    } catch {
      notify(
        'error',
        kind === 'addSong' ? PLAYLIST_TEXTS.addSongFailed : PLAYLIST_TEXTS.updateFailed,
      );
    }
    await queryClient.invalidateQueries({ queryKey: playlistKeys.detail(chosen) });
  };

  const options = (mine.data?.items ?? []).map((playlist) => ({
    value: String(playlist.playlist_id),
    label: playlist.name,
  }));
  return (
    <section className={classes.page} aria-labelledby="canciones-playlist-titulo">
      <Title order={1} id="canciones-playlist-titulo" className={classes.title}>
        {TITLES[view]}
      </Title>
      {mine.status === 'error' && (
        <Alert role="alert" color="tamboraRed" variant="light">
          {`Error: ${errorText(mine.error)}`}
        </Alert>
      )}
      {mine.status === 'success' && options.length === 0 ? (
        <Text>{PLAYLIST_TEXTS.noPlaylists}</Text>
      ) : (
        <Select
          className={classes.search}
          label="Playlist"
          placeholder="Elige una playlist"
          data={options}
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => setChosen(value ? Number(value) : null)}
        />
      )}
      {chosen !== null && detail.status === 'error' && (
        <Alert role="alert" color="tamboraRed" variant="light">
          {PLAYLIST_TEXTS.loadFailed}
        </Alert>
      )}
      {chosen !== null && detail.status === 'success' && view === 'add' && (
        <AddSongList
          songs={candidates.data ?? []}
          added={new Set(songs.map((song) => song.song_id))}
          onAdd={(song) => void change('addSong', song)}
        />
      )}
      {chosen !== null && detail.status === 'success' && view === 'added' && (
        <AddedSongList songs={songs} onRemove={(song) => void change('removeSong', song)} />
      )}
    </section>
  );
}
