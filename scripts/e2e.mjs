// `npm run test:e2e`: Playwright in Debian's Chromium against the built app served by the real server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No se encontró Chromium en ${chromium}. Instálelo con: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
buildIfStale(root);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
