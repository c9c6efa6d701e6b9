import type { Song } from '../../../domain/api';
import { composersLine, songPath } from '../../../domain/song-card-texts';
import type { ShareTarget } from './share';

/** What 'Compartir' sends for each kind of page: one wording wherever the button is. */
export function songShareTarget(song: Pick<Song, 'song_id' | 'title' | 'composers'>): ShareTarget {
  return {
    path: songPath(song.song_id),
    title: song.title,
    text: `${song.title} — ${composersLine(song)}`,
    embed: { kind: 'song', id: song.song_id, list: false },
  };
}

export function playlistShareTarget(playlist: {
  playlist_id: number;
  name: string;
  isFromRepertoire: boolean;
}): ShareTarget {
  return {
    path: `/PlaylistSongsCard/${playlist.playlist_id}`,
    title: playlist.name,
    text: `${playlist.name} en Tambora`,
    embed: {
      kind: playlist.isFromRepertoire ? 'album' : 'playlist',
      id: playlist.playlist_id,
      list: true,
    },
  };
}

export function creatorShareTarget(userId: number, name: string): ShareTarget {
  return {
    path: `/ComposerPerfil/${userId}`,
    title: name,
    text: `${name} en Tambora`,
    embed: { kind: 'artist', id: userId, list: true },
  };
}
