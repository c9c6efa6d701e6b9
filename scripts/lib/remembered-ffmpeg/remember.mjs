// A run remember.sh has not seen: runs the program, passing its stdout and stderr on as they come,
// and keeps what it wrote in REMEMBER_DIR when it succeeds, for remember.sh to answer the same
// run with next time (remember.sh says what is remembered and why).
//
// Usage (what remember.sh does on a miss):
//   REMEMBER_DIR=… REMEMBER_OUTPUT=<the file it writes, or empty> node remember.mjs <program> …args
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const [program, ...args] = process.argv.slice(2);
const dir = process.env.REMEMBER_DIR;
const output = process.env.REMEMBER_OUTPUT || null;

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

const result = await runReal();
if (dir && result.code === 0) {
  // Written aside and renamed into place, so a run beside this one never reads half of it.
  const staging = `${dir}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  if (output) copyFileSync(output, `${staging}/output`);
  writeFileSync(`${staging}/stdout`, result.stdout);
  writeFileSync(`${staging}/stderr`, result.stderr);
  try {
    renameSync(staging, dir);
  } catch {
    // Another run kept the same answer first.
    rmSync(staging, { recursive: true, force: true });
  }
}
// Ended by setting the code, not process.exit(): a pipe's pending writes would be cut short.
process.exitCode = result.code;
