// `npm run backup [-- <carpeta>]`: the database and the media into a new folder (default
// backups/tambora-<fecha>). With PGlite, stop the server first; with PostgreSQL it may keep serving.
import { resolve } from 'node:path';
import { backup } from './lib/backup';
import { runCommand } from './lib/command';

await runCommand(async (config) => {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  const folder = resolve(process.argv[2] ?? `backups/tambora-${stamp}`);
  console.log(`Copiando la base de datos y los medios a ${folder}…`);
  const manifest = await backup(config, folder);
  console.log(`Copia lista en ${folder} (${manifest.mediaFiles} archivos de medios).`);
});
