/**
 * Files are removed only when no row names them any more: a profile may show another's cover, and
 * a removal after a commit must never break a song, playlist or profile that still uses the file.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Orm, rowsOf } from '../../db/database';
import { playlists, profiles, songs } from '../../db/schema';
import type { Storage } from '../../plugins/storage';
import { thumbnailUrl } from './stored-names';

export async function isFileReferenced(orm: Orm, url: string): Promise<boolean> {
  const result = await orm.execute(sql`
    SELECT exists (SELECT 1 FROM ${songs} WHERE ${songs.audio} = ${url} OR ${songs.audioRendition} = ${url} OR ${songs.audioLight} = ${url} OR ${songs.cover} = ${url} OR ${songs.coverThumb} = ${url})
        OR exists (SELECT 1 FROM ${playlists} WHERE ${playlists.cover} = ${url} OR ${playlists.coverThumb} = ${url})
        OR exists (SELECT 1 FROM ${profiles} WHERE ${profiles.bannerImage} = ${url} OR ${profiles.userImageUrl} = ${url})
        AS used
  `);
  const [row] = rowsOf<{ used: boolean }>(result);
  return row?.used === true;
}

/**
 * Every stored file a row names: songs (audio, rendition, cover and its thumbnail), playlists,
 * profiles, and uploads (with their card-sized copies), plus the card-sized copy beside every
 * named image (profiles name only the full one). Read in one go for the sweep.
 */
export async function referencedFiles(orm: Orm): Promise<Set<string>> {
  const result = await orm.execute(sql`
    SELECT url FROM (
      SELECT unnest(ARRAY[${songs.audio}, ${songs.audioRendition}, ${songs.audioLight}, ${songs.cover}, ${songs.coverThumb}]) AS url FROM ${songs}
      UNION ALL SELECT unnest(ARRAY[${playlists.cover}, ${playlists.coverThumb}]) FROM ${playlists}
      UNION ALL SELECT unnest(ARRAY[${profiles.bannerImage}, ${profiles.userImageUrl}]) FROM ${profiles}
      UNION ALL SELECT '/media/' || bucket || '/' || name FROM uploads
      UNION ALL SELECT '/media/' || bucket || '/' || thumb_name FROM uploads WHERE thumb_name IS NOT NULL
    ) AS named WHERE url IS NOT NULL`);
  const named = new Set(rowsOf<{ url: string }>(result).map((row) => row.url));
  for (const url of [...named]) {
    const thumb = thumbnailUrl(url);
    if (thumb) named.add(thumb);
  }
  return named;
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
