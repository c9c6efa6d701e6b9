/**
 * ffmpeg remembered for the test servers (docs/architecture.md, "Build and CI"): a run seen
 * before answers with the same output file, stdout and stderr without running the program; a
 * new input, a failed run or a run with no input file runs the program. Checked against a fake
 * program that counts its runs, so nothing here depends on ffmpeg being installed.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REMEMBER = 'scripts/lib/remembered-ffmpeg/remember.sh';

// Writes its last argument from its input's bytes, says so on both streams, and notes each run;
// `-falla` makes it fail after writing.
const FAKE_FFMPEG = `#!/bin/sh
echo run >> "$RUNS"
eval "last=\\\${$#}"
input=
previous=
for arg; do [ "$previous" = -i ] && input=$arg; previous=$arg; done
{ printf 'decodificado: '; cat "$input"; } > "$last"
echo "salida $*"
echo "avisos de $input" >&2
for arg; do [ "$arg" = -falla ] && exit 1; done
exit 0
`;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'remembered-ffmpeg-'));
  await writeFile(join(dir, 'fake-ffmpeg'), FAKE_FFMPEG);
  await chmod(join(dir, 'fake-ffmpeg'), 0o755);
  await writeFile(join(dir, 'entrada.wav'), 'bytes de audio');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function remembered(...args: string[]) {
  const env = {
    ...process.env,
    REAL_FFMPEG: join(dir, 'fake-ffmpeg'),
    TAMBORA_CACHE_DIR: join(dir, 'cache'),
    RUNS: join(dir, 'runs'),
  };
  try {
    const { stdout, stderr } = await run('sh', [REMEMBER, 'ffmpeg', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function runsOfTheProgram(): Promise<number> {
  const text = await readFile(join(dir, 'runs'), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).length;
}

describe('ffmpeg remembered', () => {
  it('answers a run it has seen with what the program wrote, without running it', async () => {
    const input = join(dir, 'entrada.wav');
    const first = await remembered('-i', input, '-b:a', '96k', join(dir, 'a.mp3'));
    expect(first.code).toBe(0);
    expect(await runsOfTheProgram()).toBe(1);

    // Another output path, same run: only the output's extension is part of what is remembered.
    const second = await remembered('-i', input, '-b:a', '96k', join(dir, 'b.mp3'));
    expect(await runsOfTheProgram()).toBe(1);
    expect(second).toEqual(first);
    expect(await readFile(join(dir, 'b.mp3'), 'utf8')).toBe('decodificado: bytes de audio');

    // Other input bytes or other arguments are another run.
    await writeFile(input, 'otros bytes');
    await remembered('-i', input, '-b:a', '96k', join(dir, 'c.mp3'));
    await remembered('-i', input, '-b:a', '64k', join(dir, 'd.mp3'));
    expect(await runsOfTheProgram()).toBe(3);
    expect(await readFile(join(dir, 'c.mp3'), 'utf8')).toBe('decodificado: otros bytes');
  });

  it('keeps no failed run, and asks the program itself when no input file names the run', async () => {
    const input = join(dir, 'entrada.wav');
    const failed = await remembered('-i', input, '-falla', join(dir, 'a.mp3'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('avisos de');
    await remembered('-i', input, '-falla', join(dir, 'a.mp3'));
    expect(await runsOfTheProgram()).toBe(2);

    await remembered('-version', join(dir, 'e.txt'));
    await remembered('-version', join(dir, 'e.txt'));
    expect(await runsOfTheProgram()).toBe(4);
  });
});
