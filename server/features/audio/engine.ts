/**
 * The system's ffmpeg and ffprobe (Debian's package, or FFMPEG_PATH / FFPROBE_PATH), run as child
 * processes with argument lists (never a shell). The rendition is two passes of EBU R128's
 * `loudnorm` (measure, then apply), encoded as AAC-LC in an .m4a that starts before it is fully
 * downloaded (+faststart); the waveform is read from the rendition's decoded samples.
 */
import { spawn } from 'node:child_process';
import { type PeakAccumulator, peaksOf } from './waveform';

/** DECISIONS "Audio delivery": −14 LUFS integrated, true peak ≤ −1 dBTP (−1.5 leaves room for AAC). */
export const LOUDNESS_TARGET = { integrated: -14, truePeak: -1.5, range: 11 } as const;
/**
 * The two encodings of a song (AAC-LC in .m4a, which every engine plays): the stream everyone
 * hears, and the data saver's at about a third of its bytes. HE-AAC would
 * be lighter still: Debian's ffmpeg has no HE-AAC encoder (libfdk_aac is not free software), and its AAC
 * encoder does LC only; at 48 kbps a 32 kHz sample rate keeps it clean.
 */
export interface RenditionProfile {
  bitrate: string;
  sampleRate: number;
}
export const STREAM_PROFILE: RenditionProfile = { bitrate: '128k', sampleRate: 44_100 };
export const LIGHT_PROFILE: RenditionProfile = { bitrate: '48k', sampleRate: 32_000 };
/** Every song in every list carries its waveform: 200 bars are enough to draw and light to send. */
export const WAVEFORM_POINTS = 200;

export interface EnginePaths {
  ffmpegPath: string;
  ffprobePath: string;
}

export interface ProbedAudio {
  durationSeconds: number;
  channels: number;
}

/** loudnorm's first pass, as it prints it. */
export interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** The file is not audio ffmpeg can decode: trying again will not help. */
export class UndecodableAudioError extends Error {
  override name = 'UndecodableAudioError';
}

interface RunOptions {
  signal?: AbortSignal;
  /** Called with each chunk of standard output (the decoded samples of the waveform). */
  onStdout?: (chunk: Buffer) => void;
  timeoutMs?: number;
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; rejects with the tail of its error output when it fails. */
function run(program: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15 * 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the end matters (the summary, the error); a long run must not grow without bound.
      stderr = (stderr + chunk.toString('utf8')).slice(-64 * 1024);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
      else
        reject(new Error(`${program} terminó con ${code ?? signal}: ${stderr.slice(-500).trim()}`));
    });
  });
}

export interface AudioEngine {
  readonly paths: EnginePaths;
  /** Whether ffmpeg and ffprobe answer here (checked again after a while when they did not). */
  available(): Promise<boolean>;
  probe(path: string, signal?: AbortSignal): Promise<ProbedAudio>;
  /** The first pass: the file's integrated loudness, true peak and range. */
  measure(path: string, signal?: AbortSignal): Promise<LoudnessMeasurement>;
  /** The second pass: the normalised AAC rendition written to `output` (an .m4a). */
  render(
    input: string,
    output: string,
    measured: LoudnessMeasurement,
    channels: number,
    signal?: AbortSignal,
    profile?: RenditionProfile,
  ): Promise<void>;
  /** `points` peaks (0..1) of the file's decoded samples, for the waveform. */
  peaks(path: string, points: number, signal?: AbortSignal): Promise<number[]>;
}

const RECHECK_AFTER_MS = 60_000;

/** The one line `npm start` prints when the audio pipeline cannot run here. */
export function ffmpegMissingLine(ffmpegPath: string): string {
  return `Aviso: no se encontró ffmpeg (${ffmpegPath}); las canciones se escuchan tal como se subieron y se prepararán cuando se instale (apt-get install ffmpeg, o FFMPEG_PATH).`;
}

export function createAudioEngine(paths: EnginePaths): AudioEngine {
  let known: { available: boolean; at: number } | null = null;

  async function check(): Promise<boolean> {
    try {
      await run(paths.ffmpegPath, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
      await run(paths.ffprobePath, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
      return true;
    } catch {
      return false;
    }
  }

  return {
    paths,
    async available() {
      // A missing ffmpeg may be installed later: asked again after a minute.
      if (!known || (!known.available && Date.now() - known.at > RECHECK_AFTER_MS)) {
        known = { available: await check(), at: Date.now() };
      }
      return known.available;
    },

    async probe(path, signal) {
      let output: RunResult;
      try {
        output = await run(
          paths.ffprobePath,
          [
            '-v',
            'error',
            '-select_streams',
            'a:0',
            '-show_entries',
            'stream=channels:format=duration',
            '-of',
            'json',
            path,
          ],
          { signal, timeoutMs: 60_000 },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new UndecodableAudioError('ffprobe no pudo leer el archivo');
      }
      const parsed = JSON.parse(output.stdout) as {
        streams?: { channels?: number }[];
        format?: { duration?: string };
      };
      const channels = parsed.streams?.[0]?.channels ?? 0;
      const durationSeconds = Number(parsed.format?.duration);
      if (channels < 1 || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
        throw new UndecodableAudioError('el archivo no tiene una pista de audio');
      }
      return { channels, durationSeconds };
    },

    async measure(path, signal) {
      const { integrated, truePeak, range } = LOUDNESS_TARGET;
      let output: RunResult;
      try {
        output = await run(
          paths.ffmpegPath,
          [
            '-hide_banner',
            '-nostats',
            '-nostdin',
            '-i',
            path,
            '-vn',
            '-af',
            `loudnorm=I=${integrated}:TP=${truePeak}:LRA=${range}:print_format=json`,
            '-f',
            'null',
            '-',
          ],
          { signal },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new UndecodableAudioError('ffmpeg no pudo decodificar el audio');
      }
      const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(output.stderr)?.[0];
      if (!json) throw new Error('loudnorm no dio su medición');
      return JSON.parse(json) as LoudnessMeasurement;
    },

    async render(input, output, measured, channels, signal, profile = STREAM_PROFILE) {
      const { integrated, truePeak, range } = LOUDNESS_TARGET;
      const loudnorm = [
        `loudnorm=I=${integrated}:TP=${truePeak}:LRA=${range}`,
        `measured_I=${measured.input_i}`,
        `measured_TP=${measured.input_tp}`,
        `measured_LRA=${measured.input_lra}`,
        `measured_thresh=${measured.input_thresh}`,
        `offset=${measured.target_offset}`,
        'linear=true',
      ].join(':');
      await run(
        paths.ffmpegPath,
        [
          '-hide_banner',
          '-nostats',
          '-nostdin',
          '-y',
          '-i',
          input,
          '-vn',
          '-map_metadata',
          '-1',
          // loudnorm works at 192 kHz: back to the profile's rate for the encoder.
          '-af',
          `${loudnorm},aresample=${profile.sampleRate}`,
          '-ac',
          String(Math.min(channels, 2)),
          '-c:a',
          'aac',
          '-b:a',
          profile.bitrate,
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          output,
        ],
        { signal },
      );
    },

    async peaks(path, points, signal) {
      const sampleRate = 8_000;
      const probe = await this.probe(path, signal);
      const accumulator: PeakAccumulator = peaksOf(
        Math.ceil(probe.durationSeconds * sampleRate),
        points,
      );
      await run(
        paths.ffmpegPath,
        [
          '-hide_banner',
          '-nostats',
          '-nostdin',
          '-i',
          path,
          '-ac',
          '1',
          '-ar',
          String(sampleRate),
          '-f',
          's16le',
          '-',
        ],
        { signal, onStdout: (chunk) => accumulator.push(chunk) },
      );
      return accumulator.result();
    },
  };
}
