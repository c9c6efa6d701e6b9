// `npm run restore -- <carpeta>`: a folder made by `npm run backup` into this configuration's
// empty database (DATA_DIR or DATABASE_URL) and its storage (disk or bucket).
import { resolve } from 'node:path';
import { restore } from './lib/backup';
import { runCommand } from './lib/command';

await runCommand(async (config) => {
  const argument = process.argv[2];
  if (!argument) throw new Error('Indique la carpeta de la copia: npm run restore -- <carpeta>');
  const folder = resolve(argument);
  console.log(`Restaurando la copia de ${folder}…`);
  const manifest = await restore(config, folder);
  console.log(
    `Copia del ${manifest.createdAt} restaurada (${manifest.mediaFiles} archivos de medios). ` +
      'Inicie Tambora: aplicará las migraciones que falten.',
  );
});
