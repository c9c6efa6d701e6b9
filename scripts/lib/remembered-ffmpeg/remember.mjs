// ffmpeg or ffprobe, remembered: a run whose program, arguments and input files' bytes were seen
// before answers with what it wrote then (its output file, stdout and stderr) instead of decoding
// again. The browser tests' servers and the engines' server each load the demo and make its 21
// renditions, which are the same bytes from the same WAVs every time (docs/architecture.md,
// "Build and CI"). Only runs that succeeded are kept; the product's own tests of the audio
// pipeline (tests/server/audio) run the real programs, never this. Only files named as arguments
// are keyed by their bytes: a filter that reads a file of its own naming would not be.
//
// Usage (what ./ffmpeg and ./ffprobe beside this file do):
//   node remember.mjs <ffmpeg|ffprobe> …args
// It runs REAL_FFMPEG or REAL_FFPROBE (env.mjs sets them), or the programs on PATH.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, extname, join } from 'node:path';

const [tool, ...args] = process.argv.slice(2);
if (tool !== 'ffmpeg' && tool !== 'ffprobe') {
  process.stderr.write('remember.mjs: ffmpeg o ffprobe\n');
  process.exit(2);
}
const program = (tool === 'ffmpeg' ? process.env.REAL_FFMPEG : process.env.REAL_FFPROBE) ?? tool;
const cacheDir = join(
  process.env.TAMBORA_CACHE_DIR ?? join(homedir(), '.cache', 'tambora'),
  'remembered-ffmpeg',
);

/** The program's own file, by size and time: a new ffmpeg package is a new key. */
function programIdentity() {
  const candidates = program.includes('/')
    ? [program]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, program));
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) return null;
  const { size, mtimeMs } = statSync(found);
  return `${found}:${size}:${mtimeMs}`;
}

const isFile = (arg) => {
  try {
    return statSync(arg).isFile();
  } catch {
    return false;
  }
};

/** ffmpeg writes its last argument (unless it is stdout); ffprobe writes nothing. */
const output =
  tool === 'ffmpeg' && args.length > 1 && !/^(-|pipe:.*)$/.test(args.at(-1)) ? args.at(-1) : null;

function keyOf(identity) {
  const hash = createHash('sha256').update(`${tool}\n${identity}\n`);
  args.forEach((arg, index) => {
    if (output && index === args.length - 1) hash.update(`<salida${extname(arg)}>\n`);
    else if (isFile(arg))
      hash.update(`<archivo ${createHash('sha256').update(readFileSync(arg)).digest('hex')}>\n`);
    else hash.update(`${arg}\n`);
  });
  return hash.digest('hex');
}

function answerFrom(dir) {
  if (output) copyFileSync(join(dir, 'output'), output);
  process.stdout.write(readFileSync(join(dir, 'stdout')));
  process.stderr.write(readFileSync(join(dir, 'stderr')));
}

function runReal() {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => {
      stdout.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr.push(chunk);
      process.stderr.write(chunk);
    });
    // Stopped by the server (a job aborted, the server shutting down): the program stops too.
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      resolve({ code: 127 });
    });
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr),
      }),
    );
  });
}

const identity = programIdentity();
// `-version` and the like have no input file to key on: asked of the program itself.
const remembers = identity !== null && args.some(isFile);
const key = remembers ? keyOf(identity) : null;
const dir = key ? join(cacheDir, key.slice(0, 2), key) : null;
// Ended by setting the code, not process.exit(): a pipe's pending writes would be cut short.
if (dir && existsSync(join(dir, 'stderr'))) {
  answerFrom(dir);
} else {
  process.exitCode = await runAndRemember(dir);
}

async function runAndRemember(dir) {
  const result = await runReal();
  if (dir && result.code === 0) {
    // Written aside and renamed into place, so a run beside this one never reads half of it.
    const staging = `${dir}.${process.pid}`;
    mkdirSync(staging, { recursive: true });
    if (output) copyFileSync(output, join(staging, 'output'));
    writeFileSync(join(staging, 'stdout'), result.stdout);
    writeFileSync(join(staging, 'stderr'), result.stderr);
    try {
      renameSync(staging, dir);
    } catch {
      // Another run kept the same answer first.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return result.code;
}
