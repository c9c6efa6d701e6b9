/**
 * Which of a song's composers are registered creators (the song page links them to their profile).
 * A song stores composers as free text, so a name matches a composer account when it equals the
 * account's nickname or its 'name lastName', ignoring case, accents and extra spaces.
 */
import { sql } from 'drizzle-orm';
import type { ComposerLink } from '../../../domain/songs';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, profiles } from '../../db/schema';

/**
 * One link per composer, in the song's order. When several accounts share a name, a nickname match
 * wins over a full-name match, then the oldest account (a stable answer on every request).
 * A name is folded by public.f_name_key (lower, unaccented, trimmed, inner runs of spaces collapsed
 * to one); profiles' folded nicknames and full names are indexed (migration 0016), so each name is
 * two index lookups whatever the number of accounts.
 */
export async function findComposerLinks(
  orm: Orm,
  names: readonly string[],
): Promise<ComposerLink[]> {
  if (names.length === 0) return [];
  const list = sql.join(
    names.map((name) => sql`${name}::text`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    SELECT c.name AS name, m.user_id AS user_id
    FROM unnest(ARRAY[${list}]) WITH ORDINALITY AS c(name, ord)
    CROSS JOIN LATERAL (SELECT public.f_name_key(c.name) AS key) k
    LEFT JOIN LATERAL (
      SELECT p.user_id, public.f_name_key(p.nickname) = k.key AS by_nickname
      FROM ${profiles} p JOIN ${credentials} cr ON cr.id = p.user_id
      WHERE k.key <> ''
        AND (public.f_name_key(p.nickname) = k.key
          OR public.f_full_name_key(p.name, p.last_name) = k.key)
        AND cr.roles @> '{composer}'
      ORDER BY by_nickname DESC NULLS LAST, p.user_id
      LIMIT 1
    ) m ON true
    ORDER BY c.ord
  `);
  return rowsOf<{ name: string; user_id: number | null }>(result).map((row) => ({
    name: row.name,
    user_id: row.user_id === null ? null : Number(row.user_id),
  }));
}
