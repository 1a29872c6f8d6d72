// Disk storage in DATA_DIR/uploads. Keys are random (128 bits) plus the extension of the content type, spread
// over 256 sub-directories so no directory grows without bound. Writes go to a temporary name and are renamed
// after fsync, so a crash never leaves a half-written file under a key the database may point at.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type SaveOptions,
  type StoredObject,
} from './file-storage.js';

export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async save(data: Buffer | Readable, options: SaveOptions): Promise<string> {
    const key = newStorageKey(options.contentType);
    const target = this.pathOf(key);
    const temporary = `${target}.tmp`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temporary));
      const handle = await openFile(temporary, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return key;
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file);
    // Surface "not found" as a rejection of open() rather than a later stream error.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const directory of await readdirOrEmpty(this.root)) {
      for (const name of await readdirOrEmpty(path.join(this.root, directory))) {
        const key = `${directory}/${name}`;
        // Temporary files of writes in flight and anything else put there are not the storage's keys.
        if (!isStorageKey(key)) continue;
        const info = await stat(path.join(this.root, key)).catch(() => undefined);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }
}

async function readdirOrEmpty(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory)).sort();
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    ) {
      return [];
    }
    throw error;
  }
}
