// `npm start` builds the PWA only when dist/ is missing or older than its sources, so a second
// start is instant while a fresh clone still gets a complete app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'domain', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfStale(root) {
  const stamp = join(root, 'dist', 'index.html');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt > changedAt) return false;
  console.log('Construyendo la aplicación web (vite build)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('La construcción de la aplicación web falló.');
    process.exit(result.status ?? 1);
  }
  return true;
}
