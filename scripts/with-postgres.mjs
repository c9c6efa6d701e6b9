// Runs a command with TEST_DATABASE_URL pointing at a fresh temporary PostgreSQL server.
// Usage: node scripts/with-postgres.mjs vitest run --project server, or … npm test
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from './lib/temp-postgres.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('Uso: node scripts/with-postgres.mjs <comando> [argumentos]');
  process.exit(2);
}
let pg;
try {
  pg = await startTempPostgres();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`PostgreSQL temporal en ${pg.url}`);
// The command runs as npm scripts run theirs: the project's binaries first on the PATH, so both
// `vitest run …` and `npm test` work (npx would look for a package named npm on the registry).
const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin');
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    TEST_DATABASE_URL: pg.url,
  },
});
const finish = (code) => {
  pg.stop();
  process.exit(code ?? 1);
};
child.on('exit', (code) => finish(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
