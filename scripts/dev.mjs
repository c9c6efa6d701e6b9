// `npm run dev`: the API server with reload on change, and Vite's dev server proxying /api and /media to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
