import { Alert, Button, Loader, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Playlist } from '../../../../domain/api';
import { PLAYLIST_TEXTS } from '../../../../domain/playlist-texts';
import { matches } from '../../../../domain/text-filter';
import classes from '../../../components/lists/FilteredListPage.module.css';
import { errorText, statusOf } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { useSessionUser } from '../../auth/session-store';
import { deletePlaylistCall, ownedPlaylistsQueryOptions, type PlaylistsSource } from '../api';
import { mayManagePlaylist, playlistEditPath } from '../manage-rule';
import { PlaylistGrid } from './PlaylistGrid';

export const NOBODY_TEXT =
  'Abre el perfil de un creador para ver sus playlists, o inicia sesión para ver las tuyas.';

/**
 * The playlists screen (spec section 2): 'Buscar playlist...', 'Mis Playlists', a grid; a userId
 * shows that person's. Spec section 8: a 404 is an empty list, other errors 'Error: {message}'.
 */
export function PlaylistsScreen({ source, userId }: { source: PlaylistsSource; userId?: number }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const owner = userId ?? user?.credentials_id;
  const options = ownedPlaylistsQueryOptions(source, owner);
  // A visitor without a creator named in the address has no repertoire to see: asking the server
  // would answer 401, which signs the visitor "out" and sends them to the login page.
  const nobody = owner === undefined;
  const query = useQuery({ ...options, enabled: !nobody });
  const notFound = statusOf(query.error) === 404;
  const playlists = (query.data?.items ?? []).filter((p) => matches(p.name, filter));

  const remove = async (playlist: Playlist) => {
    if (!window.confirm(PLAYLIST_TEXTS.deleteQuestion)) return;
    try {
      await deletePlaylistCall(playlist.playlist_id);
      queryClient.setQueryData(options.queryKey, (old) =>
        old
          ? { ...old, items: old.items.filter((p) => p.playlist_id !== playlist.playlist_id) }
          : old,
      );
    } catch (error) {
      // Spec section 8: delete failures are only logged; the person still deserves a word.
      notify('error', errorText(error));
    }
  };

  return (
    <section className={classes.page} aria-labelledby="playlists-titulo">
      <Title order={1} id="playlists-titulo" className={classes.title}>
        Mis Playlists
      </Title>
      <TextInput
        className={classes.search}
        placeholder="Buscar playlist..."
        aria-label="Buscar playlist..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {nobody && (
        <Text>
          {NOBODY_TEXT} <RouterAnchor href="/artists">Ver artistas</RouterAnchor> ·{' '}
          <RouterAnchor href="/LoginPageV1">Iniciar Sesión</RouterAnchor>
        </Text>
      )}
      {!nobody && query.status === 'pending' && (
        <div role="status">
          <Loader size="sm" aria-hidden /> <Text span>Loading...</Text>
        </div>
      )}
      {query.status === 'error' && !notFound && (
        <Alert role="alert" color="tamboraRed" variant="light">
          {`Error: ${errorText(query.error)}`}
        </Alert>
      )}
      {(query.status === 'success' || notFound) &&
        (playlists.length > 0 ? (
          <PlaylistGrid
            playlists={playlists}
            label="Mis Playlists"
            renderActions={(playlist) =>
              mayManagePlaylist(user, playlist) ? (
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    component={RouterAnchor}
                    href={playlistEditPath(playlist)}
                    aria-label={`Editar ${playlist.name}`}
                  >
                    Editar
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="tamboraRed"
                    onClick={() => void remove(playlist)}
                    aria-label={`Eliminar ${playlist.name}`}
                  >
                    Eliminar
                  </Button>
                </>
              ) : null
            }
          />
        ) : (
          <Text>{PLAYLIST_TEXTS.noPlaylists}</Text>
        ))}
    </section>
  );
}
