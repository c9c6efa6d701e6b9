// `npm run media:to-s3`: copies the media of DATA_DIR/media into the bucket that STORAGE=s3 and
// the S3_* variables name. Safe to run while the server still runs on disk, and again after the
// switch to pick up what was uploaded meanwhile: files already in the bucket are left alone.
import { access } from 'node:fs/promises';
import { copyMedia } from '../server/storage/copy-media';
import { mediaRoot, openStorage } from '../server/storage/open-storage';
import { createLocalStorage } from '../server/storage/storage';
import { runCommand } from './lib/command';

await runCommand(async (config) => {
  if (config.storage.kind !== 's3') {
    throw new Error(
      'Defina STORAGE=s3 y las variables S3_* del bucket de destino para copiar los medios.',
    );
  }
  const source = mediaRoot(config);
  await access(source).catch(() => {
    throw new Error(`No hay medios que copiar: la carpeta ${source} no existe.`);
  });
  const bucket = await openStorage(config);
  await bucket.check();
  console.log(`Copiando los medios de ${source} al bucket ${config.storage.bucket}…`);
  const outcome = await copyMedia(await createLocalStorage(source), bucket, (done) => {
    if (done % 100 === 0) console.log(`  ${done} archivos revisados`);
  });
  console.log(
    `Listo: ${outcome.copied} archivos copiados, ${outcome.skipped} ya estaban en el bucket. ` +
      `Los archivos de ${source} siguen ahí; bórrelos cuando compruebe que todo se oye y se ve.`,
  );
});
