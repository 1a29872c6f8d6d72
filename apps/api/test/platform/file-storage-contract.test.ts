// One contract for every FileStorage: the same suite runs on disk and on an S3-compatible server (s3rver), so
// what the messages path relies on (generated keys, read back, idempotent removal, nothing left by an aborted
// stream, the sweep's list) holds whichever STORAGE is configured.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, type FileStorage } from '../../src/infrastructure/storage/index.js';
import { S3Storage } from '../../src/infrastructure/storage/s3-storage.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';

interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

let prefixes = 0;
const storages: [string, () => Promise<StorageUnderTest>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
      return { storage: new DiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      // A prefix per suite keeps the suites apart in the one bucket, and proves keys live under it.
      const storage = new S3Storage(s3.config(`contract-${++prefixes}/`));
      return { storage, close: async () => storage.close() };
    },
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}

/** A stream of `bytes` random-ish bytes that fails instead of ending, like a byte meter stopping an upload. */
function streamThatFails(bytes: number): Readable {
  const stream = new PassThrough();
  const chunk = Buffer.alloc(256 * 1024, 7);
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!stream.write(chunk)) return void stream.once('drain', pump);
    }
    setImmediate(() => stream.destroy(new Error('cap reached mid-stream')));
  };
  pump();
  return stream;
}

describe.each(storages)('file storage contract (%s)', (_kind, make) => {
  let subject: StorageUnderTest;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('lists nothing while empty', async () => {
    expect(await listedKeys(storage)).toEqual([]);
  });

  it('saves a buffer under a generated key and opens the same bytes', async () => {
    const bytes = Buffer.from('%PDF-1.7 buffer body');
    const key = await storage.save(bytes, { contentType: 'application/pdf' });
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect((await readAll(await storage.open(key))).equals(bytes)).toBe(true);
    await storage.remove(key);
  });

  it('saves a stream of unknown length, several parts long, and opens the same bytes', async () => {
    // 6 MB: more than one S3 part, so the multipart path is exercised too.
    const bytes = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
      })(),
    );
    const key = await storage.save(source, { contentType: 'application/pdf' });
    expect((await readAll(await storage.open(key))).equals(bytes)).toBe(true);
    await storage.remove(key);
  });

  it('keys never carry anything of the sender, and two saves never share a key', async () => {
    const first = await storage.save(Buffer.from('a'), { contentType: 'application/pdf' });
    const second = await storage.save(Buffer.from('a'), { contentType: 'application/pdf' });
    expect(first).not.toBe(second);
    for (const key of [first, second]) expect(key).not.toMatch(/documento|\.\.|\s/);
    await Promise.all([storage.remove(first), storage.remove(second)]);
  });

  it('rejects opening an unknown key', async () => {
    await expect(storage.open('ab/abababababababababababababababab.pdf')).rejects.toThrow();
  });

  it('refuses malformed keys on open and remove', async () => {
    for (const key of ['../../etc/passwd', 'ab/../../x.pdf', 'AB/ABABABABABABABABABABABABABABABAB.pdf', '']) {
      await expect(storage.open(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('removes idempotently: twice, and for a key never stored', async () => {
    const key = await storage.save(Buffer.from('gone'), { contentType: 'application/pdf' });
    await storage.remove(key);
    await storage.remove(key);
    await storage.remove('cd/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.pdf');
    await expect(storage.open(key)).rejects.toThrow();
  });

  it('lists the saved keys with when they were written', async () => {
    const before = Date.now() - 60_000;
    const keys = await Promise.all(
      ['uno', 'dos', 'tres'].map((text) =>
        storage.save(Buffer.from(text), { contentType: 'application/pdf' }),
      ),
    );
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const object of listed) {
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(object.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    }
    await Promise.all(keys.map((key) => storage.remove(key)));
    expect(await listedKeys(storage)).toEqual([]);
  });

  it.each([
    ['within the first part', 512 * 1024],
    ['after a whole part was sent', 6 * 1024 * 1024],
  ])('leaves nothing behind when the stream fails %s', async (_when, bytes) => {
    await expect(storage.save(streamThatFails(bytes), { contentType: 'application/pdf' })).rejects.toThrow(
      /cap reached mid-stream/,
    );
    expect(await listedKeys(storage)).toEqual([]);
  });
});

describe('S3 storage, multipart abort', () => {
  it('aborts the multipart upload of a stream that fails after a part was sent', async () => {
    // s3rver keeps no listing of unfinished uploads, so the abort is observed on the way out of the client.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
    });
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    const storage = new S3Storage(s3.config('abort/'), client);
    await expect(
      storage.save(streamThatFails(6 * 1024 * 1024), { contentType: 'application/pdf' }),
    ).rejects.toThrow(/cap reached mid-stream/);
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await listedKeys(storage)).toEqual([]);
    storage.close();
  });
});
