/**
 * The storage the configuration asks for (STORAGE): files under DATA_DIR/media, or an
 * S3-compatible bucket with uploads staged under DATA_DIR/staging on their way up.
 */
import { join } from 'node:path';
import type { Config } from '../config';
import { createS3Storage, type S3Storage } from './s3-storage';
import { createLocalStorage, type LocalStorage } from './storage';

export type MediaStorage = LocalStorage | S3Storage;

export function mediaRoot(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'media');
}

export function openStorage(config: Pick<Config, 'dataDir' | 'storage'>): Promise<MediaStorage> {
  if (config.storage.kind === 's3') {
    return createS3Storage(config.storage, join(config.dataDir, 'staging'));
  }
  return createLocalStorage(mediaRoot(config));
}
