/**
 * A song's streaming rendition (DECISIONS "Audio delivery"): queued with the song, made by the job
 * worker off the request path. The original is read, measured (EBU R128), re-encoded at −14 LUFS
 * as AAC 128 kbps in an .m4a beside it, and its waveform taken; the song then streams the
 * rendition. The original is never changed. Until the rendition is ready the original streams.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { songs } from '../../db/schema';
import type { Storage } from '../../plugins/storage';
import { enqueueJob } from '../jobs/repository';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import { removeUnreferencedFiles } from '../media/references';
import { type AudioEngine, UndecodableAudioError, WAVEFORM_POINTS } from './engine';

export const AUDIO_RENDITION_JOB = 'audio-rendition';

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
        .select({ audio: songs.audio, rendition: songs.audioRendition })
        .from(songs)
        .where(eq(songs.id, songId))
        .for('update');
      if (!current || current.audio !== song.audio) return [stored.url];
      await tx
        .update(songs)
        .set({
          audioRendition: stored.url,
          audioStatus: 'ready',
          audioError: null,
          waveform,
          loudnessLufs: Number(measured.input_i),
          updatedAt: sql`now()`,
        })
        .where(eq(songs.id, songId));
      return current.rendition && current.rendition !== stored.url ? [current.rendition] : [];
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
