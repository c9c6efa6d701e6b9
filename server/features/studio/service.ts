/**
 * GET /studio/stats: a creator's own numbers, in total or for one of their
 * songs. Every day of the period is in the answer (zeros where nothing happened), so the charts
 * and the CSV have no gaps.
 */
import { and, eq } from 'drizzle-orm';
import { PLAY_SOURCES } from '../../../domain/play-sources';
import type { StudioPeriod, StudioStats } from '../../../domain/studio';
import type { Orm } from '../../db/database';
import { songs } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { songNotFound } from '../songs/access';
import { type DayRow, findDays, findEmbedSites, findTopSongs, today } from './repository';

const TOP_SONGS = 10;
/** The studio's table of embedding sites shows at most this many. */
const EMBED_SITES = 20;

/** The `days` dates ending today, oldest first (YYYY-MM-DD). */
export function periodDays(last: string, days: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

const EMPTY_DAY = {
  plays: 0,
  tracked: 0,
  past_half: 0,
  listeners: 0,
  likes: 0,
  playlist_adds: 0,
  followers: 0,
};

export async function getStudioStats(
  orm: Orm,
  viewer: Viewer,
  query: { days: StudioPeriod | number; song_id?: number },
): Promise<StudioStats> {
  let song: StudioStats['song'] = null;
  if (query.song_id !== undefined) {
    const [own] = await orm
      .select({ song_id: songs.id, title: songs.title })
      .from(songs)
      .where(and(eq(songs.id, query.song_id), eq(songs.userId, viewer.userId)));
    // Someone else's song has no studio here: the same answer as a song that does not exist.
    if (!own) throw songNotFound();
    song = own;
  }
  const dates = periodDays(await today(orm), query.days);
  const from = dates[0];
  const scope = song ? { songId: song.song_id } : { ownerId: viewer.userId };
  const [{ days, sources }, top, sites] = await Promise.all([
    findDays(orm, scope, from),
    song ? Promise.resolve([]) : findTopSongs(orm, viewer.userId, from, TOP_SONGS),
    findEmbedSites(orm, scope, from, EMBED_SITES),
  ]);
  const byDay = new Map<string, DayRow>(days.map((row) => [row.day, row]));
  const daily = dates.map((day) => {
    const row = byDay.get(day);
    return { ...EMPTY_DAY, ...row, day };
  });
  const sum = (key: keyof typeof EMPTY_DAY) => daily.reduce((total, day) => total + day[key], 0);
  const tracked = sum('tracked');
  return {
    days: query.days,
    song,
    daily,
    totals: {
      plays: sum('plays'),
      likes: sum('likes'),
      playlist_adds: sum('playlist_adds'),
      listeners_per_day: Math.round((sum('listeners') / query.days) * 10) / 10,
      past_half_share: tracked > 0 ? sum('past_half') / tracked : null,
      followers: song ? null : sum('followers'),
    },
    sources: PLAY_SOURCES.map((source) => ({ source, plays: sources[source] })),
    embed_sites: sites,
    top_songs: top,
  };
}
