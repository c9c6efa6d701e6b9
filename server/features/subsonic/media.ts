/**
 * Files for players (docs/architecture.md "Subsonic API"): `stream` sends the rendition the app
 * plays (the data saver's light one when `maxBitRate` is 64 or less), `download` the upload itself
 * to its owner and admins and the rendition to everyone else, `getCoverArt` a song's, album's or
 * creator's picture (the card-sized copy up to 320 px) and `getAvatar` one's own. Ranges are
 * answered (206), from disk or from the bucket, after the same visibility check as the app's.
 */
import send from '@fastify/send';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { sendS3Object } from '../../storage/s3-media';
import { type Bucket, parseMediaUrl } from '../../storage/storage';
import { thumbnailUrl } from '../media/stored-names';
import { canManageSong } from '../songs/access';
import { oneSong } from './browse';
import { albumAs } from './catalogue';
import { type Method, type MethodContext, notFound, SENT } from './context';
import { readCoverId } from './ids';
import { streamedFile } from './mapping';

/** Files sent here were asked with a signed URL of one request: no cache may keep them. */
const CACHE_CONTROL = 'private, no-store';

async function sendStored(context: MethodContext, url: string, what: string): Promise<typeof SENT> {
  const stored = parseMediaUrl(url);
  if (!stored) throw notFound(what);
  const { media, request, reply } = context;
  reply.header('cache-control', CACHE_CONTROL);
  if (media.kind === 's3') {
    await sendS3Object(media, stored.bucket, stored.name, request, reply, CACHE_CONTROL);
    return SENT;
  }
  const file = await send(request.raw, stored.name, {
    root: media.directory(stored.bucket as Bucket),
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });
  if (file.type !== 'file') throw notFound(what);
  reply.code(file.statusCode);
  for (const [name, value] of Object.entries(file.headers)) reply.header(name, value);
  await reply.send(file.stream);
  return SENT;
}

const stream: Method = async (context) => {
  const song = await oneSong(context, context.params.required('id'));
  const maxBitRate = context.params.int('maxBitRate', 0, 0, 100_000);
  const light = maxBitRate > 0 && maxBitRate <= 64 ? song.audio_light : null;
  return sendStored(context, light ?? streamedFile(song).path, 'La canción');
};

const download: Method = async (context) => {
  const song = await oneSong(context, context.params.required('id'));
  const own = canManageSong(context.viewer, { userId: song.user_id });
  return sendStored(context, own ? song.audio : streamedFile(song).path, 'La canción');
};

async function coverUrl(context: MethodContext, id: string, size: number): Promise<string | null> {
  const cover = readCoverId(id);
  const small = size > 0 && size <= 320;
  const pick = (row: { full: string | null; thumb: string | null } | undefined) =>
    row ? (small ? (row.thumb ?? row.full) : (row.full ?? row.thumb)) : null;
  const orm = context.deps.db.orm;
  if (cover?.kind === 'song') {
    const song = await oneSong(context, String(cover.id));
    return pick({ full: song.cover, thumb: song.cover_thumb });
  }
  if (cover?.kind === 'album') {
    const [row] = rowsOf<{ full: string | null; thumb: string | null }>(
      await orm.execute(sql`SELECT p.cover AS full, p.cover_thumb AS thumb FROM playlists p
        WHERE p.id = ${cover.id} AND ${albumAs('p', context.viewer, true)}`),
    );
    return pick(row);
  }
  if (cover?.kind === 'artist') {
    const [row] = rowsOf<{ full: string | null }>(
      await orm.execute(
        sql`SELECT user_image_url AS full FROM profiles WHERE user_id = ${cover.id}`,
      ),
    );
    return pick(row && { full: row.full, thumb: thumbnailUrl(row.full) });
  }
  return null;
}

const getCoverArt: Method = async (context) => {
  const url = await coverUrl(
    context,
    context.params.required('id'),
    context.params.int('size', 0, 0, 10_000),
  );
  if (!url) throw notFound('La imagen');
  return sendStored(context, url, 'La imagen');
};

const getAvatar: Method = async (context) => {
  const [row] = rowsOf<{ email: string; image: string | null }>(
    await context.deps.db.orm.execute(sql`SELECT c.email, pr.user_image_url AS image
      FROM credentials c LEFT JOIN profiles pr ON pr.user_id = c.id WHERE c.id = ${context.viewer.userId}`),
  );
  if (row.email.toLowerCase() !== context.params.required('username').toLowerCase() || !row.image) {
    throw notFound('La imagen');
  }
  return sendStored(context, row.image, 'La imagen');
};

export const MEDIA_METHODS: Record<string, Method> = { stream, download, getCoverArt, getAvatar };
