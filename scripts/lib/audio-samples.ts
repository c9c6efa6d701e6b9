/**
 * Real audio for the audio pipeline's tests and bench, made and measured by ffmpeg itself (the
 * engine the pipeline uses), so loudness is read the way the pipeline defines it: EBU R128.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Whether this machine has ffmpeg (CI installs it; a laptop may not). */
export const HAS_FFMPEG = spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * A stereo 44.1 kHz WAV: 'loud' is limited pink noise near −8 LUFS, like a mastered track pushed
 * hard; 'quiet' a soft tone near −30 LUFS, like a home recording.
 */
export function loudnessWav(kind: 'loud' | 'quiet', seconds: number): Buffer {
  const source =
    kind === 'loud'
      ? [
          '-f',
          'lavfi',
          '-i',
          `anoisesrc=color=pink:amplitude=1:duration=${seconds}:sample_rate=44100`,
        ]
      : ['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}:sample_rate=44100`];
  const filter = kind === 'loud' ? 'volume=14dB,alimiter=limit=0.95' : 'volume=0.12';
  const dir = mkdtempSync(join(tmpdir(), 'tambora-audio-'));
  try {
    const out = join(dir, 'out.wav');
    execFileSync(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...source,
      '-af',
      filter,
      '-ac',
      '2',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Loudness {
  integrated: number;
  truePeak: number;
}

/** EBU R128 integrated loudness (LUFS) and true peak (dBTP) of an audio file's bytes. */
export function measureLoudness(audio: Buffer): Loudness {
  const dir = mkdtempSync(join(tmpdir(), 'tambora-audio-'));
  try {
    const path = join(dir, 'in');
    writeFileSync(path, audio);
    const result = spawnSync(
      FFMPEG,
      ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
      { encoding: 'utf8' },
    );
    const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
    const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
    const truePeak = Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]);
    return { integrated, truePeak };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What ffprobe says of a file's container and first audio stream. */
export function probe(audio: Buffer): { formatName: string; codec: string; duration: number } {
  const dir = mkdtempSync(join(tmpdir(), 'tambora-audio-'));
  try {
    const path = join(dir, 'in');
    writeFileSync(path, audio);
    const json = execFileSync(
      process.env.FFPROBE_PATH ?? 'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=format_name,duration:stream=codec_name',
        '-of',
        'json',
        path,
      ],
      { encoding: 'utf8' },
    );
    const parsed = JSON.parse(json) as {
      format: { format_name: string; duration: string };
      streams: { codec_name: string }[];
    };
    return {
      formatName: parsed.format.format_name,
      codec: parsed.streams[0]?.codec_name ?? '',
      duration: Number(parsed.format.duration),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
