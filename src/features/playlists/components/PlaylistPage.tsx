import { ActionIcon, Alert, Button, Loader, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { formatDuration } from '../../../../domain/format';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import type { PlaylistDetail } from '../../../../domain/playlists';
import { FallbackImage } from '../../../components/FallbackImage';
import { usePageTitle } from '../../../layout/page-title';
import { errorText, statusOf } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { useSessionUser } from '../../auth/session-store';
import { makeChange } from '../../library-sync/sync';
import { PinButton } from '../../offline/PinButton';
import { playSongs } from '../../player/store';
import { ShareButton } from '../../sharing/ShareButton';
import { playlistShareTarget } from '../../sharing/targets';
import { SongTable } from '../../songs/components/SongTable';
import { deletePlaylistCall, playlistKeys, playlistQueryOptions } from '../api';
import { mayManagePlaylist, playlistEditPath } from '../manage-rule';
import { songsCountLabel } from './PlaylistCard';
import classes from './PlaylistPage.module.css';
import { SaveToLibraryButton } from './SaveToLibraryButton';

/** /PlaylistSongsCard/{playlistId}: cover, name, description, total duration and the song table. */
/** /PlaylistSongsCard/{playlistId}; a path that names no playlist says so without asking. */
export function PlaylistPage({ playlistId }: { playlistId: number | null }) {
  if (playlistId === null) {
    return (
      <section className={classes.page}>
        <Alert role="alert" color="tamboraRed" variant="light">
          {PLAYLIST_TEXTS.notFound}
        </Alert>
      </section>
    );
  }
  return <LoadedPlaylistPage playlistId={playlistId} />;
}

function LoadedPlaylistPage({ playlistId }: { playlistId: number }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(playlistQueryOptions(playlistId));
  usePageTitle(query.data?.name);

  if (query.status === 'pending') {
    return (
      <section className={classes.page}>
        <div role="status">
          <Loader size="sm" aria-hidden /> <Text span>Loading...</Text>
        </div>
      </section>
    );
  }
  if (query.status === 'error') {
    const missing = statusOf(query.error) === 404;
    return (
      <section className={classes.page}>
        <Alert role="alert" color="tamboraRed" variant="light">
          {missing ? PLAYLIST_TEXTS.notFound : `Error: ${errorText(query.error)}`}
        </Alert>
      </section>
    );
  }

  const playlist = query.data;
  const songs = playlist.Song_Playlists.map((link) => link.Song);
  const mine = mayManagePlaylist(user, playlist);

  const removeSong = async (songId: number) => {
    const song = songs.find((candidate) => candidate.song_id === songId);
    if (!song) return;
    try {
      await makeChange({ kind: 'removeSong', playlistId: playlist.playlist_id, song });
      queryClient.setQueryData<PlaylistDetail>(playlistKeys.detail(playlistId), (old) =>
        old
          ? {
              ...old,
              Song_Playlists: old.Song_Playlists.filter((link) => link.song_id !== songId),
            }
          : old,
      );
    } catch {
      notify('error', PLAYLIST_TEXTS.updateFailed);
    }
  };

  const remove = async () => {
    if (!window.confirm(PLAYLIST_TEXTS.deleteQuestion)) return;
    try {
      await deletePlaylistCall(playlist.playlist_id);
      await queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      void navigate({ to: '/Library' });
    } catch (error) {
      notify('error', errorText(error));
    }
  };

  const total = songs.reduce((sum, song) => sum + song.duration_seconds, 0);
  return (
    <section className={classes.page} aria-labelledby="playlist-nombre">
      <header className={classes.header}>
        <FallbackImage
          src={playlist.cover}
          fallback={DEFAULT_COVER}
          className={classes.cover}
          width={180}
          height={180}
          alt={`Portada de ${playlist.name}`}
        />
        <div className={classes.info}>
          <Title order={1} id="playlist-nombre" className={classes.name}>
            {playlist.name}
          </Title>
          <Text className={classes.meta}>
            {playlist.description || PLAYLIST_TEXTS.noDescription}
          </Text>
          <Text className={classes.meta}>
            {songsCountLabel(songs.length)} · Duración total {formatDuration(total)}
          </Text>
          <div className={classes.buttons}>
            <Button
              leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
              disabled={songs.length === 0}
              onClick={() => playSongs(songs, 0, { playlistId: playlist.playlist_id })}
            >
              Reproducir
            </Button>
            <PinButton
              songs={songs}
              what="la playlist"
              playlist={playlist.playlist_id > 0 ? playlist : undefined}
            />
            {playlist.public && playlist.playlist_id > 0 && (
              <ShareButton target={playlistShareTarget(playlist)} extras />
            )}
            {user && !mine && playlist.playlist_id > 0 && (
              <SaveToLibraryButton playlist={playlist} songs={songs} />
            )}
            {mine && playlist.playlist_id > 0 && (
              <>
                <Button
                  component={RouterAnchor}
                  href={playlistEditPath(playlist)}
                  variant="outline"
                >
                  Editar
                </Button>
                <Button variant="outline" color="tamboraRed" onClick={() => void remove()}>
                  Eliminar
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      {songs.length > 0 ? (
        <SongTable
          songs={songs}
          label={`Canciones de ${playlist.name}`}
          renderActions={
            mine
              ? (song) => (
                  <ActionIcon
                    variant="subtle"
                    color="tamboraRed.8"
                    aria-label={`Quitar ${song.title} de la playlist`}
                    onClick={() => void removeSong(song.song_id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )
              : undefined
          }
        />
      ) : (
        <Text>Esta playlist aún no tiene canciones.</Text>
      )}
    </section>
  );
}
