// The seam between two songs (docs/product.md "Fundido entre canciones", whose 'Desactivado' is
// a plain change): one continuous 440 Hz tone cut at a sample into two songs, uploaded and
// rendered by the pipeline, played as an album in Chromium, Firefox and WebKit. The page's sound
// is tapped (each element through Web Audio into a recorder) and the longest run of silence
// between the first song's sound and the second's is printed, in ms, for a few plays each.
// Run alone: `node --import tsx scripts/bench/seam.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAudioSink } from '../../tests/engines/audio-sink';
import { chromiumDriver } from '../../tests/engines/drivers/chromium';
import { firefoxDriver } from '../../tests/engines/drivers/firefox';
import type { EngineDriver } from '../../tests/engines/drivers/types';
import { webkitDriver } from '../../tests/engines/drivers/webkit';
import { ListenerPage } from '../../tests/engines/listener-page';
import { HAS_FFMPEG } from '../lib/audio-samples';
import { uploadSong } from './audio-pipeline';
import { type RunningServer, startServer } from './server-process';
import { signIn } from './upload-memory';

/** Each half of the tone, in seconds: long enough to reach a steady play, short to wait for. */
const HALF_SECONDS = 4;
const PLAYS = 3;
/** Below this the output counts as silent (the tone's samples are far above it between zeros). */
const SILENT = 1e-3;

/** Two WAV halves of one tone, cut at the same sample. */
function toneHalves(): [Buffer, Buffer] {
  const dir = mkdtempSync(join(tmpdir(), 'tambora-costura-'));
  try {
    const whole = join(dir, 'tono.wav');
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i'],
      `sine=frequency=440:sample_rate=44100:duration=${HALF_SECONDS * 2}`,
      ...['-ac', '2', whole],
    ]);
    const half = (name: string, from: number) => {
      const out = join(dir, name);
      execFileSync('ffmpeg', [
        ...['-loglevel', 'error', '-i', whole, '-af'],
        `atrim=start_sample=${from}:end_sample=${from + HALF_SECONDS * 44100}`,
        out,
      ]);
      return readFileSync(out);
    };
    return [half('a.wav', 0), half('b.wav', HALF_SECONDS * 44100)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uploadReady(baseUrl: string, cookie: string, wav: Buffer, title: string) {
  const { songId } = await uploadSong(baseUrl, cookie, wav, title);
  for (let waited = 0; waited < 120; waited += 1) {
    const song = (await (await fetch(`${baseUrl}/api/v1/songs/${songId}`)).json()) as {
      audio_status?: string;
    };
    if (song.audio_status === 'ready') return songId;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`La canción ${title} no quedó lista`);
}

/**
 * Routes every media element through Web Audio into a recorder of silent runs. Put in the page
 * before the press of play: every element the player starts is tapped from its first sample.
 */
const TAP = `(() => {
  const SILENT = ${SILENT};
  const state = { started: false, run: 0, longest: 0, sounding: 0, rate: 0 };
  window.__seam = state;
  let context = null;
  let sink = null;
  const tapped = new WeakSet();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!context) {
      context = new AudioContext();
      state.rate = context.sampleRate;
      sink = context.createScriptProcessor(256, 2, 2);
      sink.onaudioprocess = (event) => {
        const left = event.inputBuffer.getChannelData(0);
        for (let i = 0; i < left.length; i += 1) {
          if (Math.abs(left[i]) >= SILENT) {
            if (state.started && state.run > state.longest) state.longest = state.run;
            state.started = true;
            state.run = 0;
            state.sounding += 1;
          } else if (state.started) state.run += 1;
        }
      };
      sink.connect(context.destination);
    }
    if (!tapped.has(this)) {
      tapped.add(this);
      context.createMediaElementSource(this).connect(sink);
    }
    return play.apply(this, args);
  };
})()`;

/** The album of the two halves, made once on `server`. */
async function seamAlbum(server: RunningServer): Promise<number> {
  const cookie = await signIn(server.url);
  const [a, b] = toneHalves();
  const first = await uploadReady(server.url, cookie, a, 'Costura, primera mitad');
  const second = await uploadReady(server.url, cookie, b, 'Costura, segunda mitad');
  const album = await fetch(`${server.url}/api/v1/playlists`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Costura', isFromRepertoire: true, song_ids: [first, second] }),
  });
  return ((await album.json()) as { playlist_id: number }).playlist_id;
}

/** One play of the album in a fresh browser: the longest silence after the first sound, in ms. */
async function playOnce(driver: EngineDriver, origin: string, albumId: number): Promise<number> {
  const page = await driver.launch({ width: 390, height: 844 });
  try {
    const listener = new ListenerPage(page, origin);
    await listener.goto(`/PlaylistSongsCard/${albumId}`);
    await page.evaluate(TAP);
    await listener.click({ button: 'Reproducir', within: 'main' });
    // The whole tone and a little more: the silence after the second half is never counted.
    await new Promise((resolve) => setTimeout(resolve, (HALF_SECONDS * 2 - 1) * 1000));
    const seam = await listener.run(
      () =>
        (window as unknown as { __seam: { longest: number; rate: number; sounding: number } })
          .__seam,
    );
    if (!seam || seam.sounding === 0) throw new Error(`[${driver.engine}] no sonó nada`);
    return Math.round((seam.longest / Math.max(1, seam.rate)) * 10_000) / 10;
  } finally {
    await page.close();
  }
}

/** The longest silence at the seam, in ms, `PLAYS` times per engine, the engines alternating. */
export async function measureSeam(server: RunningServer): Promise<Map<string, number[] | string>> {
  const sink = ensureAudioSink();
  if (sink) console.log(`(sin salida de audio: ${sink})`);
  const albumId = await seamAlbum(server);
  const drivers = [chromiumDriver(), firefoxDriver(), webkitDriver()];
  const gaps = new Map<string, number[] | string>();
  for (const driver of drivers) gaps.set(driver.engine, driver.missing() ?? []);
  for (let play = 0; play < PLAYS; play += 1) {
    const order = play % 2 === 0 ? drivers : [...drivers].reverse();
    for (const driver of order) {
      const list = gaps.get(driver.engine);
      if (!Array.isArray(list)) continue;
      try {
        list.push(await playOnce(driver, server.url, albumId));
      } catch (error) {
        gaps.set(driver.engine, (error as Error).message);
      }
    }
  }
  for (const driver of drivers) await driver.shutdown();
  return gaps;
}

export function describeSeam(gaps: Map<string, number[] | string>): string[] {
  return [...gaps].map(([engine, list]) => {
    if (!Array.isArray(list)) return `[${engine}] costura: sin medir (${list})`;
    const median = [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
    const verdict =
      engine === 'chromium' ? ` (objetivo ≤ 20 ms: ${median <= 20 ? 'sí' : 'NO'})` : '';
    return `[${engine}] costura entre dos canciones de un mismo tono: silencio ${list.join(', ')} ms, mediana ${median} ms${verdict}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!HAS_FFMPEG) {
    console.log('Costura entre canciones: sin ffmpeg no hay renditions que medir.');
  } else {
    const server = await startServer();
    try {
      for (const line of describeSeam(await measureSeam(server))) console.log(line);
    } finally {
      await server.stop();
    }
  }
}
