/**
 * GET /statistics (DECISIONS "Statistics screen"): the admin's figures of the whole catalogue,
 * private songs and playlists included.
 */
import { z } from 'zod';

/** How many weeks the uploads chart covers, the current ISO week last. */
export const STATISTICS_WEEKS = 12;
export const TOP_SONGS_COUNT = 10;
export const TOP_CREATORS_COUNT = 5;

const count = z.number().int().min(0);

export const topSongSchema = z.object({
  song_id: z.number().int(),
  title: z.string(),
  composers: z.array(z.string()),
  likes: count,
  /** Counted listens. */
  plays: count,
  /** False for a private song: it counts here, the admin sees everything. */
  visibility: z.boolean(),
});
export type TopSong = z.infer<typeof topSongSchema>;

export const topCreatorSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  totalLikes: count,
  songsCount: count,
});
export type TopCreator = z.infer<typeof topCreatorSchema>;

export const weeklyUploadsSchema = z.object({
  /** The Monday that starts the ISO week (UTC), as YYYY-MM-DD. */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isoWeek: z.number().int().min(1).max(53),
  uploads: count,
});
export type WeeklyUploads = z.infer<typeof weeklyUploadsSchema>;

export const statisticsSchema = z.object({
  users: z.object({
    /** Accounts; one account may hold several roles, so the roles can add up to more. */
    total: count,
    user: count,
    composer: count,
    admin: count,
  }),
  songs: z.object({ total: count, private: count }),
  playlists: z.object({ total: count, private: count }),
  totalLikes: count,
  /** Every counted listen of every song. */
  totalPlays: count,
  topSongs: z.array(topSongSchema).max(TOP_SONGS_COUNT),
  /** The most played songs, private ones too. */
  mostPlayed: z.array(topSongSchema).max(TOP_SONGS_COUNT),
  topCreators: z.array(topCreatorSchema).max(TOP_CREATORS_COUNT),
  weeklyUploads: z.array(weeklyUploadsSchema).length(STATISTICS_WEEKS),
});
export type Statistics = z.infer<typeof statisticsSchema>;
