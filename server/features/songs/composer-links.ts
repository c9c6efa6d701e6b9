/**
 * Which of a song's composers are registered creators (the song page links them to their profile).
 * A song stores composers as free text; a name links to:
 *   1. the profile the creator picked for it from the suggestions while typing (song_credit_picks);
 *   2. else the uploader, when it is the uploader's own nickname or 'name lastName';
 *   3. else the one creator with that nickname or full name, when exactly one has it;
 *   4. else nothing: plain text. Two creators named alike never get each other's credits.
 * Names are compared folded by public.f_name_key (lower, unaccented, trimmed, inner runs of spaces
 * collapsed); profiles' folded nicknames and full names are indexed (0016, 0023), so each name is a
 * few index lookups whatever the number of accounts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { displayName } from '../../../domain/display-name';
import { SONG_TEXTS } from '../../../domain/song-texts';
import type { ComposerLink, CreditPick } from '../../../domain/songs';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, profiles, songCreditPicks } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/** The song whose credits are linked: its id (for picks), its uploader and its composers. */
export interface CreditedSong {
  id: number;
  userId: number | null;
  composers: readonly string[];
}

const sameName = (key: ReturnType<typeof sql>) => sql`(
  public.f_name_key(${profiles.nickname}) = ${key}
  OR public.f_full_name_key(${profiles.name}, ${profiles.lastName}) = ${key}
)`;

/** One link per composer, in the song's order. */
export async function findComposerLinks(orm: Orm, song: CreditedSong): Promise<ComposerLink[]> {
  if (song.composers.length === 0) return [];
  const list = sql.join(
    song.composers.map((name) => sql`${name}::text`),
    sql`, `,
  );
  const key = sql.raw('k.key');
  const result = await orm.execute(sql`
    SELECT c.name AS name, coalesce(pick.user_id, own.user_id, only_one.user_id) AS user_id
    FROM unnest(ARRAY[${list}]) WITH ORDINALITY AS c(name, ord)
    CROSS JOIN LATERAL (SELECT public.f_name_key(c.name) AS key) k
    LEFT JOIN ${songCreditPicks} pick ON pick.song_id = ${song.id} AND pick.name_key = k.key
    LEFT JOIN LATERAL (
      SELECT ${profiles.userId} AS user_id FROM ${profiles}
      WHERE ${profiles.userId} = ${song.userId ?? 0} AND k.key <> '' AND ${sameName(key)}
    ) own ON true
    LEFT JOIN LATERAL (
      SELECT max(matches.user_id) AS user_id FROM (
        SELECT ${profiles.userId} AS user_id
        FROM ${profiles} JOIN ${credentials} ON ${credentials.id} = ${profiles.userId}
        WHERE k.key <> '' AND ${sameName(key)} AND ${credentials.roles} @> '{composer}'
        LIMIT 2
      ) matches
      HAVING count(*) = 1
    ) only_one ON true
    ORDER BY c.ord
  `);
  return rowsOf<{ name: string; user_id: number | null }>(result).map((row) => ({
    name: row.name,
    user_id: row.user_id === null ? null : Number(row.user_id),
  }));
}

/** The song's uploader as the song page names them, when an active creator (one to follow). */
export async function findSongCreator(
  orm: Orm,
  userId: number,
): Promise<{ user_id: number; name: string } | null> {
  const [row] = await orm
    .select({ nickname: profiles.nickname, name: profiles.name, lastName: profiles.lastName })
    .from(credentials)
    .innerJoin(profiles, eq(profiles.userId, credentials.id))
    .where(
      and(
        eq(credentials.id, userId),
        sql`${credentials.roles} @> '{composer}'`,
        isNull(credentials.suspendedAt),
      ),
    );
  return row ? { user_id: userId, name: displayName(row) } : null;
}

/**
 * The picks of a song body checked against its composers: each names one of them, and a creator
 * (or the uploader) whose nickname or full name it is. 400 naming the credit otherwise, so nobody
 * links a name to a person who does not bear it. Returns the folded key of each pick's name.
 */
async function checkedPicks(
  tx: Orm,
  uploaderId: number,
  composers: readonly string[],
  picks: readonly CreditPick[],
): Promise<{ nameKey: string; userId: number }[]> {
  const checked = new Map<string, number>();
  const credited = sql.join(
    composers.map((name) => sql`${name}::text`),
    sql`, `,
  );
  for (const pick of picks) {
    const key = sql`public.f_name_key(${pick.name}::text)`;
    const result = await tx.execute(sql`
      SELECT ${key} AS name_key
      FROM ${profiles} JOIN ${credentials} ON ${credentials.id} = ${profiles.userId}
      WHERE ${profiles.userId} = ${pick.user_id}
        AND (${credentials.roles} @> '{composer}' OR ${profiles.userId} = ${uploaderId})
        AND ${sameName(key)}
        AND ${key} IN (SELECT public.f_name_key(credited) FROM unnest(ARRAY[${credited}]) AS credited)
    `);
    const [row] = rowsOf<{ name_key: string }>(result);
    if (!row) {
      const text = SONG_TEXTS.creditPickMismatch(pick.name);
      throw new HttpError(400, text, [text]);
    }
    checked.set(row.name_key, pick.user_id);
  }
  return [...checked].map(([nameKey, userId]) => ({ nameKey, userId }));
}

/** Replaces a song's picks with those of its body (checked first; see checkedPicks). */
export async function saveCreditPicks(
  tx: Orm,
  song: { id: number; uploaderId: number; composers: readonly string[] },
  picks: readonly CreditPick[],
): Promise<void> {
  const rows = await checkedPicks(tx, song.uploaderId, song.composers, picks);
  await tx.delete(songCreditPicks).where(eq(songCreditPicks.songId, song.id));
  if (rows.length > 0) {
    await tx.insert(songCreditPicks).values(rows.map((row) => ({ songId: song.id, ...row })));
  }
}
