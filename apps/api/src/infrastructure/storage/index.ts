// Picks the file storage from STORAGE: disk (DATA_DIR/uploads) by default, or an S3-compatible bucket
// (docs/decisions/0050-file-storage-adapter.md, 0072-s3-storage-and-orphan-sweep.md).
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage, SaveOptions, StoredObject } from './file-storage.js';
export { DiskStorage } from './disk-storage.js';

export async function createFileStorage(
  config: Pick<AppConfig, 'storage' | 's3' | 'dataDir'>,
): Promise<FileStorage> {
  if (config.storage === 's3') {
    // loadConfig guarantees the bucket settings with STORAGE=s3; this guards hand-made configurations.
    if (!config.s3) throw new Error('STORAGE=s3 needs the S3 settings (S3_BUCKET...)');
    // The AWS SDK costs ~25 MB and ~180 ms to load: only a process that stores in a bucket pays for it.
    const { S3Storage } = await import('./s3-storage.js');
    return new S3Storage(config.s3);
  }
  return new DiskStorage(path.join(config.dataDir, 'uploads'));
}
