/**
 * The media storage with its writes counted (bytes stored, writes that failed) for the metrics,
 * whichever it is (disk or a bucket): the features keep calling the storage they always did.
 */
import type { StagedFile, Storage, StoredFile } from '../storage/storage';

export function countingWrites<S extends Storage>(
  storage: S,
  count: (file: StoredFile | null) => void,
): S {
  const counted = async (write: Promise<StoredFile>): Promise<StoredFile> => {
    try {
      const file = await write;
      count(file);
      return file;
    } catch (error) {
      count(null);
      throw error;
    }
  };
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property === 'save') {
        return (...args: Parameters<Storage['save']>) => counted(target.save(...args));
      }
      if (property === 'stage') {
        return (bucket: Parameters<Storage['stage']>[0]): StagedFile => {
          const staged = target.stage(bucket);
          return {
            bucket: staged.bucket,
            path: staged.path,
            commit: (name) => counted(staged.commit(name)),
            discard: () => staged.discard(),
          };
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
