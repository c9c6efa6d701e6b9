import { useCallback, useRef, useState } from 'react';
import { SONG_TEXTS } from '../../../../domain/song-texts';
import { responseOf } from '../../../lib/api-errors';
import { type StorageUploads, uploadToStorage } from '../song-api';
import { overallPercent } from './upload-progress';

export interface PendingUpload<B extends keyof StorageUploads = keyof StorageUploads> {
  bucket: B;
  file: File;
}

type Uploaded = StorageUploads[keyof StorageUploads];

const STALE_UPLOAD_TEXTS: readonly unknown[] = [
  SONG_TEXTS.audioUploadUnknown,
  SONG_TEXTS.coverUploadUnknown,
];

/**
 * Sends the chosen files one after the other with one overall percentage. A file already sent in
 * this visit is not sent again when the person retries after the song itself was refused.
 */
export function useUploads() {
  const sent = useRef(new Map<File, Uploaded>());
  const [percent, setPercent] = useState<number | undefined>(undefined);

  const uploadAll = useCallback(async (pending: readonly PendingUpload[]) => {
    const todo = pending.filter((item) => !sent.current.has(item.file));
    const sizes = todo.map((item) => item.file.size);
    const fractions = todo.map(() => 0);
    setPercent(todo.length > 0 ? 0 : undefined);
    for (const [index, item] of todo.entries()) {
      const result = await uploadToStorage(item.bucket, item.file, (fraction) => {
        fractions[index] = fraction;
        setPercent(overallPercent(sizes, fractions));
      });
      sent.current.set(item.file, result);
    }
    return pending.map((item) => sent.current.get(item.file)?.url ?? '');
  }, []);

  /** After the server says an upload is no longer free to use, the next try sends it again. */
  const forgetIfStale = useCallback((error: unknown) => {
    const data: unknown = responseOf(error)?.data;
    const errors = data && typeof data === 'object' && 'errors' in data ? data.errors : undefined;
    if (Array.isArray(errors) && errors.some((text) => STALE_UPLOAD_TEXTS.includes(text))) {
      sent.current.clear();
    }
  }, []);

  const reset = useCallback(() => setPercent(undefined), []);

  return { percent, uploadAll, forgetIfStale, reset };
}
