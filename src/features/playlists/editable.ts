import { useQuery } from '@tanstack/react-query';
import type { Playlist } from '../../../domain/api';
import { useSessionUser } from '../auth/session-store';
import { editablePlaylistsQueryOptions } from './api';

const NONE: Playlist[] = [];

/** The signed-in person's editable playlists once `enabled` (and online); [] until then. */
export function useEditablePlaylists(enabled = true): Playlist[] {
  const user = useSessionUser();
  const query = useQuery({
    ...editablePlaylistsQueryOptions(user),
    enabled: enabled && user !== null,
  });
  return query.data ?? NONE;
}
