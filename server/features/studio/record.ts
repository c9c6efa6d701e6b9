/**
 * A counted listen into the creator studio's rollups, inside POST /plays'
 * transaction: its song's day and its creator's day, by public.studio_count (migration 0027).
 * A signed-in listener is a new listener of the day for the song, and for the creator, when their
 * last listen of it (recent_listens, read before this listen is written there) was another day.
 */
import { sql } from 'drizzle-orm';
import type { PlaySource } from '../../../domain/play-sources';
import { type Orm, rowsOf } from '../../db/database';

/**
 * Listens sent later than this (a phone long offline) count on the oldest day the studio shows:
 * the 90-day view is today and the 89 days before.
 */
const OLDEST_DAYS = 89;

/** When the listen counted, as the browser says, kept between 90 days ago and now. */
export function playedAtOf(claimed: string | undefined, now = new Date()): Date {
  if (!claimed) return now;
  const time = Date.parse(claimed);
  const oldest = now.getTime() - OLDEST_DAYS * 86_400_000;
  return new Date(Math.min(now.getTime(), Math.max(oldest, time)));
}

export interface CountedListen {
  songId: number;
  ownerId: number;
  /** The signed-in listener, or null for a visitor (not told apart: nothing tracks them). */
  listenerId: number | null;
  playedAt: Date;
  source: PlaySource | undefined;
  pastHalf: boolean;
}

export async function countListen(tx: Orm, listen: CountedListen): Promise<void> {
  const at = listen.playedAt.toISOString();
  let songListener = 0;
  let creatorListener = 0;
  if (listen.listenerId !== null) {
    const [fresh] = rowsOf<{ song: boolean; creator: boolean }>(
      await tx.execute(sql`
        SELECT
          NOT EXISTS (SELECT 1 FROM recent_listens rl
            WHERE rl.user_id = ${listen.listenerId} AND rl.song_id = ${listen.songId}
              AND public.f_tambora_day(rl.played_at) = public.f_tambora_day(${at}::timestamptz)
          ) AS song,
          NOT EXISTS (SELECT 1 FROM recent_listens rl JOIN songs s ON s.id = rl.song_id
            WHERE rl.user_id = ${listen.listenerId} AND s.user_id = ${listen.ownerId}
              AND public.f_tambora_day(rl.played_at) = public.f_tambora_day(${at}::timestamptz)
          ) AS creator`),
    );
    songListener = fresh.song ? 1 : 0;
    creatorListener = fresh.creator ? 1 : 0;
  }
  const tracked = listen.source ? 1 : 0;
  await tx.execute(sql`
    SELECT public.studio_count(${listen.songId}, public.f_tambora_day(${at}::timestamptz),
      1, ${tracked}, ${listen.pastHalf ? 1 : 0}, ${songListener}, 0, 0,
      ${listen.source ?? null}::text, ${creatorListener})`);
}

/** The listen went past half after it was counted: its day gets one more half. */
export async function countHalf(tx: Orm, songId: number, playedAt: Date): Promise<void> {
  await tx.execute(sql`
    SELECT public.studio_count(${songId}, public.f_tambora_day(${playedAt.toISOString()}::timestamptz),
      0, 0, 1, 0, 0, 0, NULL)`);
}

/** An embedded player's play, counted for the site it sat on (the studio's table of sites). */
export async function countEmbedSite(
  tx: Orm,
  play: { songId: number; ownerId: number; playedAt: Date; host: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO embed_site_daily AS t (owner_id, song_id, day, host, plays)
    VALUES (${play.ownerId}, ${play.songId},
      public.f_tambora_day(${play.playedAt.toISOString()}::timestamptz), ${play.host.toLowerCase()}, 1)
    ON CONFLICT (song_id, day, host) DO UPDATE SET plays = t.plays + 1`);
}
