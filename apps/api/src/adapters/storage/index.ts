// Picks the file storage from STORAGE: disk (DATA_DIR/uploads) by default. S3 is a planned adapter; until it
// exists the app refuses to boot with STORAGE=s3 instead of accepting uploads it cannot keep
// (docs/decisions/0050-file-storage-adapter.md).
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import { StorageNotConfiguredError, type FileStorage } from './file-storage.js';

export type { FileStorage, SaveOptions } from './file-storage.js';
export { DiskStorage } from './disk-storage.js';
export { StorageNotConfiguredError } from './file-storage.js';

export function createFileStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage {
  if (config.storage === 's3') {
    throw new StorageNotConfiguredError(
      'STORAGE=s3 is not configured yet: the S3 storage adapter is not implemented; use STORAGE=disk ' +
        '(uploads in DATA_DIR/uploads) or see docs/decisions/0050-file-storage-adapter.md.',
    );
  }
  return new DiskStorage(path.join(config.dataDir, 'uploads'));
}
