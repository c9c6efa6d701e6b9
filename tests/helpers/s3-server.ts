/**
 * An S3-compatible server for tests: s3rver (npm) in this process on a loopback port, files in a
 * temp folder, one bucket made. No MinIO or Garage package exists in the registries these machines
 * reach; s3rver speaks the same protocol (path-style URLs, Range, multipart, presigned GET).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../server/config';
import { s3ClientFor } from '../../server/storage/s3-storage';

export interface TestS3Server {
  /** The settings STORAGE=s3 would give for this server's bucket. */
  config: S3Config;
  /** The same, as the environment variables a server process reads. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(
  delivery: S3Config['delivery'] = 'proxy',
): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'tambora-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const config: S3Config = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'tambora-media',
    // s3rver's fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    delivery,
    presignSeconds: 60,
  };
  const client = s3ClientFor(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
  return {
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: config.endpoint ?? '',
      S3_REGION: config.region,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_MEDIA_DELIVERY: delivery,
      S3_PRESIGN_SECONDS: String(config.presignSeconds),
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
