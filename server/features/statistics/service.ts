import { displayName } from '../../../domain/display-name';
import type { Statistics, TopSong } from '../../../domain/statistics';
import type { Orm } from '../../db/database';
import { requireRole } from '../auth/guards';
import type { Viewer } from '../auth/viewer';
import { findStatistics, type TopSongRow } from './repository';

function toTopSong(song: TopSongRow): TopSong {
  return {
    song_id: Number(song.id),
    title: song.title,
    composers: song.composers,
    likes: Number(song.likes),
    plays: Number(song.plays),
    visibility: song.visibility,
  };
}

/** The admin's statistics screen: 401 without a session, 403 for anyone but an admin. */
export async function getStatistics(orm: Orm, viewer: Viewer | null): Promise<Statistics> {
  requireRole(viewer, 'admin');
  const row = await findStatistics(orm);
  return {
    users: {
      total: Number(row.users_total),
      user: Number(row.users_user),
      composer: Number(row.users_composer),
      admin: Number(row.users_admin),
    },
    songs: { total: Number(row.songs_total), private: Number(row.songs_private) },
    playlists: { total: Number(row.playlists_total), private: Number(row.playlists_private) },
    totalLikes: Number(row.total_likes),
    totalPlays: Number(row.total_plays),
    topSongs: row.top_songs.map(toTopSong),
    mostPlayed: row.most_played.map(toTopSong),
    topCreators: row.top_creators.map((creator) => ({
      user_id: Number(creator.user_id),
      display_name: displayName({
        nickname: creator.nickname,
        name: creator.name,
        lastName: creator.last_name,
      }),
      totalLikes: Number(creator.total_likes),
      songsCount: Number(creator.songs_count),
    })),
    weeklyUploads: row.weeks.map((week) => ({
      weekStart: week.week_start,
      isoWeek: Number(week.iso_week),
      uploads: Number(week.uploads),
    })),
  };
}
