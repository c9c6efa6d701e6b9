// `npm start`: build the PWA when needed, then run the server (which migrates and seeds).
// `npm run start:cluster` (argument "cluster"): the same with WORKERS processes (server/cluster.ts).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Node 24 LTS is the reference and 22 is supported (package.json engines); older still runs.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.warn(
    `Aviso: Node ${process.versions.node} ya no recibe correcciones de seguridad; use Node 24 LTS (o 22).`,
  );
}
buildIfStale(root);
const entry = process.argv[2] === 'cluster' ? 'cluster.ts' : 'server.ts';
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', entry)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
