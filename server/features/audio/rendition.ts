/**
 * A song's streaming rendition (DECISIONS "Audio delivery"): queued with the song, made by the job
 * worker off the request path. The original is read, measured (EBU R128), re-encoded at −14 LUFS
 * as AAC 128 kbps in an .m4a beside it, and its waveform taken; the song then streams the
 * rendition, and the data saver's lighter .m4a is made by a job of its own.
 * The original is never changed. Until the rendition is ready the original streams.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIGHT_RENDITION_SUFFIX } from '../../../domain/audio-quality';
import type { Orm } from '../../db/database';
import { songs } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { enqueueJob } from '../jobs/repository';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import { removeUnreferencedFiles } from '../media/references';
import { type AudioEngine, LIGHT_PROFILE, UndecodableAudioError, WAVEFORM_POINTS } from './engine';

export const AUDIO_RENDITION_JOB = 'audio-rendition';
/** The data saver's rendition, made after the stream so a new song plays as soon as before. */
export const AUDIO_LIGHT_JOB = 'audio-light';

/** What the owner reads when the rendition could not be made (the original keeps playing). */
export const RENDITION_TEXTS = {
  undecodable: 'El archivo de audio no se puede decodificar: se reproduce tal como se subió.',
  failed: 'No se pudo preparar la versión ligera del audio: se reproduce tal como se subió.',
} as const;

/**
 * Queues the song's rendition, in the transaction that stored the song or its new audio (with
 * audio_status 'processing', the column's default), so no song is ever left without its job.
 */
export async function queueRendition(tx: Orm, songId: number): Promise<void> {
  await enqueueJob(tx, AUDIO_RENDITION_JOB, songId);
}

/** `<stem>-stream.m4a` beside the original, so the two are seen together in the bucket. */
export function renditionName(originalName: string): string {
  return `${originalName.replace(/\.[A-Za-z0-9]+$/, '')}-stream.m4a`;
}

/** `<stem>-light.m4a`: the data saver's rendition, beside the other two. */
export function lightRenditionName(originalName: string): string {
  return `${originalName.replace(/\.[A-Za-z0-9]+$/, '')}${LIGHT_RENDITION_SUFFIX}`;
}

export interface RenditionDeps {
  db: { orm: Orm };
  storage: Storage;
  engine: AudioEngine;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

async function render(deps: RenditionDeps, songId: number, signal: AbortSignal): Promise<void> {
  const { orm } = deps.db;
  const [song] = await orm.select({ audio: songs.audio }).from(songs).where(eq(songs.id, songId));
  // Deleted meanwhile: nothing to do.
  if (!song) return;
  const original = deps.storage.parseUrl(song.audio);
  if (!original) throw new PermanentJobError(RENDITION_TEXTS.undecodable);

  const source = await deps.storage.localCopy(original.bucket, original.name);
  const staged = deps.storage.stage('audios');
  try {
    const probed = await deps.engine.probe(source.path, signal);
    const measured = await deps.engine.measure(source.path, signal);
    await deps.engine.render(source.path, staged.path, measured, probed.channels, signal);
    const waveform = await deps.engine.peaks(staged.path, WAVEFORM_POINTS, signal);
    const stored = await staged.commit(renditionName(original.name));

    // Kept only if the song still has the audio it was made from (it may have been replaced).
    const replaced = await orm.transaction(async (tx) => {
      const [current] = await tx
        .select({
          audio: songs.audio,
          rendition: songs.audioRendition,
          light: songs.audioLight,
        })
        .from(songs)
        .where(eq(songs.id, songId))
        .for('update');
      if (!current || current.audio !== song.audio) return [stored.url];
      await tx
        .update(songs)
        .set({
          audioRendition: stored.url,
          audioLight: null,
          audioStatus: 'ready',
          audioError: null,
          waveform,
          loudnessLufs: Number(measured.input_i),
          updatedAt: sql`now()`,
        })
        .where(eq(songs.id, songId));
      // The data saver's rendition comes next, in its own job: the song plays meanwhile.
      await enqueueJob(tx, AUDIO_LIGHT_JOB, songId);
      return [current.rendition, current.light].filter(
        (url): url is string => url !== null && url !== stored.url,
      );
    });
    await removeUnreferencedFiles(deps, replaced, deps.log);
  } catch (error) {
    if (error instanceof UndecodableAudioError) {
      throw new PermanentJobError(RENDITION_TEXTS.undecodable);
    }
    throw error;
  } finally {
    await staged.discard();
    await source.release();
  }
}

/**
 * The data saver's rendition, once the stream is made (queued by render() above, and by migration
 * 0021 for songs made before it): the original measured again and encoded lighter.
 */
async function renderLight(
  deps: RenditionDeps,
  songId: number,
  signal: AbortSignal,
): Promise<void> {
  const { orm } = deps.db;
  const [song] = await orm
    .select({ audio: songs.audio, status: songs.audioStatus, light: songs.audioLight })
    .from(songs)
    .where(eq(songs.id, songId));
  // Deleted, made already, or its whole rendition is still to come (that job makes both).
  if (!song || song.light !== null || song.status !== 'ready') return;
  const original = deps.storage.parseUrl(song.audio);
  if (!original) return;
  const source = await deps.storage.localCopy(original.bucket, original.name);
  const staged = deps.storage.stage('audios');
  try {
    const probed = await deps.engine.probe(source.path, signal);
    const measured = await deps.engine.measure(source.path, signal);
    await deps.engine.render(
      source.path,
      staged.path,
      measured,
      probed.channels,
      signal,
      LIGHT_PROFILE,
    );
    const light = await staged.commit(lightRenditionName(original.name));
    const kept = await orm
      .update(songs)
      .set({ audioLight: light.url })
      .where(and(eq(songs.id, songId), eq(songs.audio, song.audio), isNull(songs.audioLight)))
      .returning({ id: songs.id });
    if (kept.length === 0) await removeUnreferencedFiles(deps, [light.url], deps.log);
  } catch (error) {
    // A file the stream could be made from decodes: a failure here is worth another try.
    if (error instanceof UndecodableAudioError) throw new PermanentJobError(RENDITION_TEXTS.failed);
    throw error;
  } finally {
    await staged.discard();
    await source.release();
  }
}

/** The light rendition's job; nothing to tell the owner if it fails: the stream plays. */
export function lightRenditionJobHandler(deps: RenditionDeps): JobHandler {
  return {
    kind: AUDIO_LIGHT_JOB,
    ready: () => deps.engine.available(),
    run: (songId, signal) => renderLight(deps, songId, signal),
    async failed() {
      // The stream keeps playing for everyone; the data saver falls back to it for this song.
    },
  };
}

export function renditionJobHandler(deps: RenditionDeps): JobHandler {
  return {
    kind: AUDIO_RENDITION_JOB,
    ready: () => deps.engine.available(),
    run: (songId, signal) => render(deps, songId, signal),
    async failed(songId, reason) {
      // The original keeps playing; the owner is told why it is not the light version.
      const text = reason === RENDITION_TEXTS.undecodable ? reason : RENDITION_TEXTS.failed;
      await deps.db.orm
        .update(songs)
        .set({ audioStatus: 'failed', audioError: text })
        .where(eq(songs.id, songId));
    },
  };
}
