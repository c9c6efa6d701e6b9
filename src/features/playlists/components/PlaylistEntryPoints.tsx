import { Button, Group } from '@mantine/core';
import { IconPlaylist, IconPlaylistAdd } from '@tabler/icons-react';
import { COLLECTION_TEXTS } from '../../../../domain/playlist-texts';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { isAdminUser, isComposer, useSessionUser } from '../../auth/session-store';

export const MY_PLAYLISTS_PATH = '/PlaylistCardV1';
export const CREATE_ALBUM_PATH = '/uploadPlaylists';

/**
 * The way to 'Mis Playlists' and to the album creator, for screens
 * where a person manages their music: Mi Repertorio, Biblioteca, the admin dashboard. The creator
 * is offered to composers and admins only, as its guard lets only them in; for an admin it makes
 * the seasonal playlists of the home page.
 */
export function PlaylistEntryPoints({
  withMine = true,
  createLabel = COLLECTION_TEXTS.album.create,
}: {
  withMine?: boolean;
  createLabel?: string;
}) {
  const user = useSessionUser();
  const creates = isComposer(user) || isAdminUser(user);
  if (!user) return null;
  return (
    <Group gap="xs">
      {withMine && (
        <Button
          component={RouterAnchor}
          href={MY_PLAYLISTS_PATH}
          variant="light"
          leftSection={<IconPlaylist size={18} aria-hidden />}
        >
          Mis Playlists
        </Button>
      )}
      {creates && (
        <Button
          component={RouterAnchor}
          href={CREATE_ALBUM_PATH}
          variant="light"
          leftSection={<IconPlaylistAdd size={18} aria-hidden />}
        >
          {createLabel}
        </Button>
      )}
    </Group>
  );
}
