/**
 * What a shared link to a playlist shows: its name, size and cover as Open Graph
 * tags in /PlaylistSongsCard/{id}'s HTML. Built from what a visitor may see, so a private playlist
 * gets no tags at all.
 */
import { DEFAULT_COVER } from '../../../domain/default-images';
import { EMBED_HEIGHTS } from '../../../domain/embed-texts';
import { positiveIntParam } from '../../../domain/route-ids';
import type { Database } from '../../db/database';
import { openGraphTags } from '../../html/open-graph';
import type { FirstFrame, FrameProvider } from '../../html/page-shell';
import { HttpError } from '../../plugins/errors';
import { getPlaylist } from './service';

function songsLine(count: number): string {
  return count === 1 ? '1 canción' : `${count} canciones`;
}

export function playlistFrame(db: Database, publicUrl: string): FrameProvider {
  return {
    dynamic: true,
    async frame(params): Promise<FirstFrame | null> {
      const id = positiveIntParam(params.playlistId ?? '');
      if (id === null) return null;
      try {
        const playlist = await getPlaylist(db.orm, id, null);
        const about = playlist.description?.trim();
        const kind = playlist.isFromRepertoire ? 'album' : 'playlist';
        return {
          title: playlist.name,
          head: openGraphTags(
            {
              path: `/PlaylistSongsCard/${playlist.playlist_id}`,
              title: playlist.name,
              description: `${kind === 'album' ? 'Álbum' : 'Playlist'} · ${songsLine(playlist.songsCount)}${about ? `. ${about}` : ''}`,
              image: playlist.cover || DEFAULT_COVER,
              imageAlt: `Portada de ${playlist.name}`,
              type: kind === 'album' ? 'music.album' : 'music.playlist',
              musician: kind === 'album' ? `/ComposerPerfil/${playlist.user_id}` : undefined,
              embed:
                playlist.songsCount > 0
                  ? {
                      path: `/embed/${kind}/${playlist.playlist_id}`,
                      width: 400,
                      height: EMBED_HEIGHTS.list,
                    }
                  : undefined,
            },
            publicUrl,
          ),
        };
      } catch (error) {
        // Missing or private: nothing is said about it.
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
