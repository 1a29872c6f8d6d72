// Disk storage in DATA_DIR/uploads. Keys are random (128 bits) plus the extension of the content type, spread
// over 256 sub-directories so no directory grows without bound. Writes go to a temporary name and are renamed
// after fsync, so a crash never leaves a half-written file under a key the database may point at.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, SaveOptions } from './file-storage.js';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

function extensionFor(contentType: string): string {
  return contentType === 'application/pdf' ? 'pdf' : 'bin';
}

export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys come from the database, but a malformed one must still never reach outside the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async save(data: Buffer | Readable, options: SaveOptions): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const key = `${id.slice(0, 2)}/${id}.${extensionFor(options.contentType)}`;
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
}
