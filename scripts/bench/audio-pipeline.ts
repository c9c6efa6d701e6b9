// The audio pipeline's budgets, against the real server: a 3-minute WAV's upload request time,
// the time until its streaming rendition plays, the rendition's size per minute, the loudness of a
// loud and a quiet source once normalised, and how many such songs the 500 MB offline budget holds;
// the same for the data saver's rendition.
import { HAS_FFMPEG, loudnessWav, measureLoudness } from '../lib/audio-samples';
import type { RunningServer } from './server-process';
import { signIn } from './upload-memory';

const SECONDS = 180;
const OFFLINE_BUDGET_BYTES = 500 * 1e6;

interface UploadedSong {
  songId: number;
  requestMs: number;
}

/** Uploads `wav` and makes a song of it, as the upload form does; the time both requests took. */
export async function uploadSong(baseUrl: string, cookie: string, wav: Buffer, title: string) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `${title}.wav`);
  const upload = await fetch(`${baseUrl}/api/v1/storage/audios`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`Subida: ${upload.status}`);
  const { url } = (await upload.json()) as { url: string };
  const created = await fetch(`${baseUrl}/api/v1/songs`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      gender: 'MERENGUE',
      composers: ['Banco de pruebas'],
      audio: url,
    }),
  });
  if (created.status !== 201) throw new Error(`Canción: ${created.status} ${await created.text()}`);
  const song = (await created.json()) as { song_id: number };
  return { songId: song.song_id, requestMs: performance.now() - started } satisfies UploadedSong;
}

async function waitReady(baseUrl: string, songId: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const song = (await (await fetch(`${baseUrl}/api/v1/songs/${songId}`)).json()) as {
      audio: string;
      audio_light: string | null;
      audio_status: string;
    };
    if (song.audio_status !== 'processing') return song;
    if (Date.now() > deadline) throw new Error(`La versión ligera no estuvo en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function benchAudioPipeline(server: RunningServer): Promise<void> {
  if (!HAS_FFMPEG) {
    console.log('omitido: no hay ffmpeg en esta máquina');
    return;
  }
  const cookie = await signIn(server.url);
  const results: { label: string; bytes: number; lightBytes: number }[] = [];
  for (const kind of ['loud', 'quiet'] as const) {
    const wav = loudnessWav(kind, SECONDS);
    const source = measureLoudness(wav);
    const uploaded = await uploadSong(server.url, cookie, wav, `Banco ${kind}`);
    const started = performance.now();
    const ready = await waitReady(server.url, uploaded.songId, 120_000);
    const readyMs = performance.now() - started + uploaded.requestMs;
    const rendition = Buffer.from(await (await fetch(`${server.url}${ready.audio}`)).arrayBuffer());
    const measured = measureLoudness(rendition);
    const light = ready.audio_light
      ? Buffer.from(await (await fetch(`${server.url}${ready.audio_light}`)).arrayBuffer())
      : Buffer.alloc(0);
    results.push({ label: kind, bytes: rendition.length, lightBytes: light.length });
    const perMinute = rendition.length / (SECONDS / 60) / 1e6;
    console.log(
      `${kind === 'loud' ? 'fuerte' : 'suave '}: WAV de 3 min (${(wav.length / 1e6).toFixed(1)} MB, ${source.integrated.toFixed(1)} LUFS) → ` +
        `${(rendition.length / 1e6).toFixed(2)} MB m4a (${perMinute.toFixed(2)} MB/min, presupuesto 1.1 ${perMinute <= 1.1 ? '✔' : '✘'}), ` +
        `${measured.integrated.toFixed(1)} LUFS (−14 ± 1 ${Math.abs(measured.integrated + 14) <= 1 ? '✔' : '✘'}), ` +
        `pico real ${measured.truePeak.toFixed(1)} dBTP (≤ −1 ${measured.truePeak <= -1 ? '✔' : '✘'}); ` +
        `la subida respondió en ${(uploaded.requestMs / 1000).toFixed(2)} s (< 2 ${uploaded.requestMs < 2000 ? '✔' : '✘'}), ` +
        `lista para escuchar en ${(readyMs / 1000).toFixed(1)} s (≤ 20 ${readyMs <= 20_000 ? '✔' : '✘'})`,
    );
  }
  const average = results.reduce((sum, result) => sum + result.bytes, 0) / results.length;
  const lightAverage = results.reduce((sum, result) => sum + result.lightBytes, 0) / results.length;
  const songs = Math.floor(OFFLINE_BUDGET_BYTES / average);
  const perMinute = (bytes: number) => (bytes / (SECONDS / 60) / 1e6).toFixed(2);
  console.log(
    `500 MB sin conexión caben ${songs} canciones de 3 min (≥ 60 ${songs >= 60 ? '✔' : '✘'}); ` +
      `como WAV originales cabrían ${Math.floor(OFFLINE_BUDGET_BYTES / (SECONDS * 44_100 * 4))}`,
  );
  // The data saver's rendition beside the normal one.
  console.log(
    `por minuto: normal ${perMinute(average)} MB, ahorro de datos ${perMinute(lightAverage)} MB ` +
      `(${(average / Math.max(1, lightAverage)).toFixed(1)}× menos); en 500 MB caben ${songs} canciones de 3 min ` +
      `normales o ${lightAverage > 0 ? Math.floor(OFFLINE_BUDGET_BYTES / lightAverage) : 0} con ahorro de datos`,
  );
}
