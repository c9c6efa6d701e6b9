// `npm run media:bucket`: makes the bucket STORAGE=s3 and the S3_* variables name, when it does
// not exist yet. The compose recipe runs it once before the servers start (deploy/compose.yaml);
// running it again changes nothing.
import { ensureBucket } from '../server/storage/s3-storage';
import { runCommand } from './lib/command';

await runCommand(async (config) => {
  if (config.storage.kind !== 's3') {
    throw new Error('Defina STORAGE=s3 y las variables S3_* del bucket que se debe crear.');
  }
  const outcome = await ensureBucket(config.storage);
  console.log(
    outcome === 'created'
      ? `Bucket ${config.storage.bucket} creado.`
      : `El bucket ${config.storage.bucket} ya existía; no se cambió nada.`,
  );
});
