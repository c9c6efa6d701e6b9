/**
 * The creator studio's API: GET /studio/stats, a creator's plays, signed-in
 * listeners, likes, playlist adds and (for the creator) new followers per day for the last 7, 30 or 90 days, in total or for one of
 * their songs, with where plays started, the share heard past half, and the period's top songs.
 */
import { z } from 'zod';
import { idParamSchema, queryIntSchema } from './id-schemas';
import { PLAY_SOURCES } from './play-sources';
import { STUDIO_PERIODS, type StudioPeriod } from './studio-periods';

export { STUDIO_PERIODS, type StudioPeriod };

export const studioQuerySchema = z.object({
  days: queryIntSchema(1)
    .refine((days) => (STUDIO_PERIODS as readonly number[]).includes(days), {
      message: 'El periodo debe ser de 7, 30 o 90 días',
    })
    .default(30),
  song_id: idParamSchema.optional(),
});

export const studioDaySchema = z.object({
  /** YYYY-MM-DD, the Dominican Republic's day. */
  day: z.string(),
  plays: z.number().int(),
  listeners: z.number().int(),
  likes: z.number().int(),
  playlist_adds: z.number().int(),
  past_half: z.number().int(),
  /** Plays that said where they started and whether they went past half. */
  tracked: z.number().int(),
  /** People who started following the creator that day (0 in one song's view: they follow a person). */
  followers: z.number().int(),
});
export type StudioDay = z.infer<typeof studioDaySchema>;

export const studioStatsSchema = z.object({
  days: z.number().int(),
  song: z.object({ song_id: z.number().int(), title: z.string() }).nullable(),
  /** Every day of the period, oldest first; a day without anything is zeros. */
  daily: z.array(studioDaySchema),
  totals: z.object({
    plays: z.number().int(),
    likes: z.number().int(),
    playlist_adds: z.number().int(),
    /** Signed-in listeners, averaged over the days of the period. */
    listeners_per_day: z.number(),
    /** Of the tracked plays, the share heard past half (0 to 1); null without any. */
    past_half_share: z.number().nullable(),
    /** Followers gained in the period; null in one song's view. */
    followers: z.number().int().nullable(),
  }),
  sources: z.array(z.object({ source: z.enum(PLAY_SOURCES), plays: z.number().int() })),
  /** Sites whose embedded players played the songs, most plays first, at most 20 ('Insertado'). */
  embed_sites: z.array(z.object({ host: z.string(), plays: z.number().int() })),
  /** The period's most played songs (empty for one song's view), at most 10. */
  top_songs: z.array(
    z.object({
      song_id: z.number().int(),
      title: z.string(),
      plays: z.number().int(),
      likes: z.number().int(),
      playlist_adds: z.number().int(),
    }),
  ),
});
export type StudioStats = z.infer<typeof studioStatsSchema>;
