/**
 * Which of a song's composers are registered creators (the song page links them to their profile).
 * A song stores composers as free text, so a name matches a composer account when it equals the
 * account's nickname or its 'name lastName', ignoring case, accents and extra spaces.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ComposerLink } from '../../../domain/songs';
import { type Orm, rowsOf } from '../../db/database';
import { credentials, profiles } from '../../db/schema';

/** lower, unaccented, trimmed, inner runs of spaces collapsed to one. */
function normalized(text: SQL): SQL {
  return sql`regexp_replace(public.f_unaccent(lower(btrim(${text}))), '\\s+', ' ', 'g')`;
}

/**
 * One link per composer, in the song's order. When several accounts share a name, a nickname match
 * wins over a full-name match, then the oldest account (a stable answer on every request).
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
  const composer = sql.raw('c.name');
  const fullName = sql`concat_ws(' ', ${profiles.name}, ${profiles.lastName})`;
  const result = await orm.execute(sql`
    SELECT c.name AS name, m.user_id AS user_id
    FROM unnest(ARRAY[${list}]) WITH ORDINALITY AS c(name, ord)
    LEFT JOIN LATERAL (
      SELECT ${profiles.userId} AS user_id
      FROM ${profiles} JOIN ${credentials} ON ${credentials.id} = ${profiles.userId}
      WHERE 'composer' = ANY(${credentials.roles})
        AND ${normalized(composer)} <> ''
        AND (${normalized(sql`${profiles.nickname}`)} = ${normalized(composer)}
          OR ${normalized(fullName)} = ${normalized(composer)})
      ORDER BY (${normalized(sql`${profiles.nickname}`)} = ${normalized(composer)}) DESC NULLS LAST,
        ${profiles.userId}
      LIMIT 1
    ) m ON true
    ORDER BY c.ord
  `);
  return rowsOf<{ name: string; user_id: number | null }>(result).map((row) => ({
    name: row.name,
    user_id: row.user_id === null ? null : Number(row.user_id),
  }));
}
