// Runs a command with TEST_DATABASE_URL pointing at a fresh temporary PostgreSQL server.
// Usage: node scripts/with-postgres.mjs vitest run --project server
import { spawn } from 'node:child_process';
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
const child = spawn('npx', [cmd, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: pg.url },
});
const finish = (code) => {
  pg.stop();
  process.exit(code ?? 1);
};
child.on('exit', (code) => finish(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
