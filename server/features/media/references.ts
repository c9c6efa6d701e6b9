/**
 * Files are removed only when no row names them any more: a profile may show another's cover, and
 * a removal after a commit must never break a song, playlist or profile that still uses the file.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Orm, rowsOf } from '../../db/database';
import { playlists, profiles, songs } from '../../db/schema';
import type { Storage } from '../../storage/storage';

/** How many file names one query asks about: small results, the event loop never held long. */
export const NAMED_BATCH = 500;

/**
 * Which of `urls` some row names: songs (audio, renditions, cover and its thumbnail), playlists,
 * profiles, and with `withUploads` the uploads (with their card-sized copies), which the sweep
 * must keep while they wait for their song. Each column is looked up by its own index (0011,
 * 0021, 0028), so the cost follows the number of names asked, not the size of the catalogue.
 */
export async function namedAmong(
  orm: Orm,
  urls: readonly string[],
  { withUploads = false } = {},
): Promise<Set<string>> {
  const named = new Set<string>();
  const distinct = [...new Set(urls)];
  for (let start = 0; start < distinct.length; start += NAMED_BATCH) {
    const batch = distinct.slice(start, start + NAMED_BATCH);
    const asked = sql.join(
      batch.map((url) => sql`${url}`),
      sql`, `,
    );
    // An upload is named by its bucket and name ('/media/<bucket>/<name>'), found by its unique key.
    const result = await orm.execute(sql`
      SELECT asked.url FROM unnest(ARRAY[${asked}]::text[]) AS asked(url),
        LATERAL (SELECT split_part(asked.url, '/', 3) AS bucket, split_part(asked.url, '/', 4) AS name) AS part
      WHERE exists (SELECT 1 FROM ${songs} WHERE ${songs.audio} = asked.url)
         OR exists (SELECT 1 FROM ${songs} WHERE ${songs.audioRendition} = asked.url)
         OR exists (SELECT 1 FROM ${songs} WHERE ${songs.audioLight} = asked.url)
         OR exists (SELECT 1 FROM ${songs} WHERE ${songs.cover} = asked.url)
         OR exists (SELECT 1 FROM ${songs} WHERE ${songs.coverThumb} = asked.url)
         OR exists (SELECT 1 FROM ${playlists} WHERE ${playlists.cover} = asked.url)
         OR exists (SELECT 1 FROM ${playlists} WHERE ${playlists.coverThumb} = asked.url)
         OR exists (SELECT 1 FROM ${profiles} WHERE ${profiles.bannerImage} = asked.url)
         OR exists (SELECT 1 FROM ${profiles} WHERE ${profiles.userImageUrl} = asked.url)
         OR (${withUploads} AND asked.url = '/media/' || part.bucket || '/' || part.name AND (
              exists (SELECT 1 FROM uploads u WHERE u.bucket = part.bucket AND u.name = part.name)
              OR exists (SELECT 1 FROM uploads u WHERE u.bucket = part.bucket AND u.thumb_name = part.name)))`);
    for (const row of rowsOf<{ url: string }>(result)) named.add(row.url);
  }
  return named;
}

export async function isFileReferenced(orm: Orm, url: string): Promise<boolean> {
  return (await namedAmong(orm, [url])).has(url);
}

/**
 * Removes the files behind `urls` that nothing references; call after the transaction that let go
 * of them has committed. Failures are logged: the rows are already right, a leftover file is not
 * the person's problem.
 */
export async function removeUnreferencedFiles(
  deps: { db: { orm: Orm }; storage: Storage },
  urls: readonly (string | null | undefined)[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let removed = 0;
  for (const url of new Set(urls)) {
    if (!url) continue;
    const file = deps.storage.parseUrl(url);
    if (!file) continue;
    try {
      if (await isFileReferenced(deps.db.orm, url)) continue;
      await deps.storage.remove(file.bucket, file.name);
      removed += 1;
    } catch (error) {
      log.warn({ err: error, url }, 'could not remove a media file');
    }
  }
  return removed;
}
