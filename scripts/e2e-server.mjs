// The server the browser tests run against: the real built app on a fresh, seeded data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'tambora-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '8091',
    HOST: '127.0.0.1',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
