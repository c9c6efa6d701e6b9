// The browser tests' servers, one per worker (tests/e2e/servers.ts), started side by side: as
// Playwright's webServer entries they started one after the other, each waiting for the one
// before to answer, on cores that could have made both. Says "Servidores de prueba listos" once
// every one answers its health check; a server that stops stops them all.
import { spawn } from 'node:child_process';

const { E2E_WORKERS, e2ePort } = await import('../tests/e2e/servers.ts');
const ports = Array.from({ length: E2E_WORKERS }, (_, index) => e2ePort(index));

async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}
// A server left from an earlier run would answer for one of these, with its own data.
for (const port of ports) {
  if (await answers(port)) {
    console.error(`El puerto ${port} ya tiene un servidor: deténgalo antes de las pruebas.`);
    process.exit(1);
  }
}
const servers = ports.map((port) =>
  spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port) },
  }),
);
const stopAll = (signal) => {
  for (const server of servers) if (server.exitCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const server of servers) {
  server.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 1;
  });
}

const waiting = new Set(ports);
while (waiting.size > 0) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (servers.some((server) => server.exitCode !== null)) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (waiting.size === 0) console.log('Servidores de prueba listos');
