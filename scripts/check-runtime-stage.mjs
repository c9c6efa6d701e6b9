// Images cannot be built or pulled on these machines, so the runtime stage of
// deploy/Dockerfile is proven by doing its steps here: the same files in an empty folder,
// `npm ci --omit=dev`, the built dist/, DATA_DIR owned by an unprivileged user who runs all of it
// (as root: 'nobody'; otherwise the current user), then the server started as the image's CMD
// starts it must answer 200 on /api/v1/health/ready, and `npm run backup` must work there too.
// Run after `npm run build`; RUNTIME_NODE names the node binary of the image (Node 24 in .ci/run),
// this one by default.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/temp-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What the Dockerfile's runtime stage copies (COPY lines), besides node_modules it installs. */
const IMAGE_FILES = ['package.json', 'package-lock.json', 'server', 'domain', 'scripts', 'dist'];
const READY_WITHIN_MS = 120_000;

function fail(message) {
  console.error(`Etapa de ejecución: ${message}`);
  process.exit(1);
}

if (!existsSync(join(root, 'dist', 'index.html')))
  fail('falta dist/: ejecute `npm run build` antes');

const work = mkdtempSync(join(tmpdir(), 'tambora-runtime-'));
const app = join(work, 'app');
const data = join(work, 'data');
const home = join(work, 'home');
const bin = join(work, 'bin');
let server = null;
try {
  for (const dir of [app, data, home, bin]) mkdirSync(dir, { recursive: true });
  for (const name of IMAGE_FILES) cpSync(join(root, name), join(app, name), { recursive: true });
  // The image's node, where the unprivileged user can run it (root's home is closed to others).
  copyFileSync(process.env.RUNTIME_NODE ?? process.execPath, join(bin, 'node'));
  chmodSync(join(bin, 'node'), 0o755);

  const asRoot = process.getuid?.() === 0;
  const user = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })),
      }
    : {};
  if (asRoot) {
    execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, work]);
    chmodSync(work, 0o755);
  }
  // The machine's environment (its proxy and certificate settings reach the registry), with the
  // user's own home, npm cache and the image's node first.
  const env = {
    ...process.env,
    PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    npm_config_cache: join(home, '.npm'),
    NODE_ENV: 'production',
  };
  const node = execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Etapa de ejecución con Node ${node}, usuario ${asRoot ? 'nobody' : 'actual'}`);

  const run = (command, args, extraEnv = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: app,
        env: { ...env, ...extraEnv },
        stdio: 'inherit',
        ...user,
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} → ${code}`)),
      );
    });
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund']);
  // Production dependencies only: the bundler, the test runner and their kin stay out.
  for (const devOnly of ['vite', 'vitest', '@playwright/test']) {
    if (existsSync(join(app, 'node_modules', devOnly))) fail(`${devOnly} quedó instalado`);
  }

  const port = await freePort();
  server = spawn(join(bin, 'node'), ['--import', 'tsx', 'server/server.ts'], {
    cwd: app,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data, SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...user,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const started = Date.now();
  let ready = null;
  while (Date.now() - started < READY_WITHIN_MS && server.exitCode === null) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
      if (answer.status === 200) {
        ready = await answer.json();
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready) fail(`/api/v1/health/ready no respondió 200 en ${READY_WITHIN_MS / 1000} s`);
  const lock = join(data, 'tambora.lock');
  if (!existsSync(lock)) fail('el servidor no escribió en DATA_DIR');
  if (asRoot && statSync(lock).uid !== user.uid) fail('DATA_DIR no es del usuario sin privilegios');
  console.log(`Etapa de ejecución lista en ${Date.now() - started} ms: ${JSON.stringify(ready)}`);
  server.kill('SIGTERM');
  await exited;
  server = null;

  // The maintenance commands run in the image too (`docker compose exec … npm run backup`): with
  // production dependencies only, as the same user, into DATA_DIR.
  const backup = join(data, 'backups', 'prueba');
  await run('npm', ['run', 'backup', '--', backup], { DATA_DIR: data });
  if (readdirSync(backup).length === 0) fail('npm run backup no escribió nada');
  console.log(`Copia de seguridad en la etapa de ejecución: ${readdirSync(backup).join(', ')}`);
} finally {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
