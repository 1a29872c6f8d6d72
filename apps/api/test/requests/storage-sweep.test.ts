// The orphan sweep on both storages and both databases: files a request references are kept, unreferenced
// ones are reported and removed once past the grace period (young ones wait), a dry run removes nothing; the
// server runs it on its interval, and `npm run storage:sweep` does the same from the command line.
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FileStorage } from '../../src/infrastructure/storage/index.js';
import { StorageSweepService } from '../../src/areas/requests/storage-sweep-service.js';
import type { AttachmentKeysRepository } from '../../src/areas/requests/attachment-keys-repository.js';
import { loginAs } from '../support/account-helpers.js';
import { customerBodies, sendMultipartMessage } from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';
import { runCli } from '../support/run-cli.js';
import { useTestApp } from '../support/use-test-app.js';

const HOUR = 60 * 60_000;
const documents = await Promise.all([realPdf('sweep-1'), realPdf('sweep-2')]);

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}

async function sendHolderChange(t: TestApp): Promise<string[]> {
  const login = await loginAs(t);
  const res = await sendMultipartMessage(
    t,
    customerBodies(login.client[0]!.cliente)[11],
    documents.map((data, i) => ({ filename: `dni-${i}.pdf`, data })),
    login.token,
  );
  expect(res.statusCode).toBe(201);
  const rows = await t.app.db
    .selectFrom('request_attachments')
    .select('storage_key')
    .where('request_id', '=', (res.json() as { id: number }).id)
    .execute();
  return rows.map((row) => row.storage_key).sort();
}

const storages = ['disk', 's3'] as const;
const cases = dialects.flatMap((dialect) => storages.map((storage) => [dialect, storage] as const));

describe.each(cases)('storage sweep (%s, %s)', (dialect, kind) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let kept: string[];

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', ...s3?.env } });
    kept = await sendHolderChange(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps referenced files, leaves young orphans, and removes old ones (a dry run only reports)', async () => {
    const { storage } = t.app.services.infrastructure;
    const { storageSweep } = t.app.services.requests;
    expect(storage.kind).toBe(kind);
    const orphans = (
      await Promise.all(
        [1, 2].map(() => storage.save(Buffer.from('%PDF-huérfano'), { contentType: 'application/pdf' })),
      )
    ).sort();
    expect(await keysOf(storage)).toEqual([...kept, ...orphans].sort());

    const now = await storageSweep.sweep();
    expect(now).toMatchObject({ kept: 2, young: 2, orphans: 0, removed: 0 });

    const later = new Date(Date.now() + 2 * HOUR);
    const dry = await storageSweep.sweep({ dryRun: true, now: later });
    expect(dry).toMatchObject({ dryRun: true, kept: 2, young: 0, orphans: 2, removed: 0, failed: 0 });
    expect(dry.orphanKeys.sort()).toEqual(orphans);
    expect(await keysOf(storage)).toEqual([...kept, ...orphans].sort());

    const swept = await storageSweep.sweep({ now: later });
    expect(swept).toMatchObject({ dryRun: false, kept: 2, orphans: 2, removed: 2, failed: 0 });
    expect(await keysOf(storage)).toEqual(kept);
    // The request's documents are still readable.
    for (const key of kept) await expect(storage.open(key)).resolves.toBeDefined();
  });
});

describe('storage sweep, scheduling', () => {
  it('runs on its interval while started, and never with interval 0', async () => {
    let listed = 0;
    const storage = {
      kind: 'disk',
      list: () => {
        listed++;
        return (async function* () {})();
      },
    } as unknown as FileStorage;
    const attachments = { referenced: async () => new Set<string>() } as unknown as AttachmentKeysRepository;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const off = new StorageSweepService(storage, attachments, log, { intervalMs: 0 });
    off.start();
    const every = new StorageSweepService(storage, attachments, log, { intervalMs: 20 });
    every.start();
    await vi.advanceTimersByTimeAsync(150);
    await every.stop();
    await off.stop();
    const runs = listed;
    expect(runs).toBeGreaterThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(60);
    expect(listed).toBe(runs);
  });
});

describe.each(dialects)('npm run storage:sweep (%s, disk)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });

  // Each run starts a process that transpiles the sources: seconds apiece on a loaded machine.
  it(
    'reports with --dry-run, then removes the old orphan and keeps the request files',
    { timeout: 90_000 },
    async () => {
      const { storage } = t.app.services.infrastructure;
      const kept = await sendHolderChange(t);
      const orphan = await storage.save(Buffer.from('%PDF-viejo'), { contentType: 'application/pdf' });
      const young = await storage.save(Buffer.from('%PDF-nuevo'), { contentType: 'application/pdf' });
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await utimes(path.join(t.config.dataDir, 'uploads', orphan), twoHoursAgo, twoHoursAgo);

      const dry = await runCli('storage', ['sweep', '--dry-run'], t.database.env);
      expect(dry.stderr).toBe('');
      expect(dry.code).toBe(0);
      expect(dry.stdout).toContain('Archivos de gestiones: 2\n');
      expect(dry.stdout).toContain('Huérfanos de menos de una hora (se dejan): 1\n');
      expect(dry.stdout).toContain('Huérfanos encontrados: 1\n');
      expect(dry.stdout).toContain(`  ${orphan}`);
      expect(await keysOf(storage)).toEqual([...kept, orphan, young].sort());

      const real = await runCli('storage', ['sweep'], t.database.env);
      expect(real.code).toBe(0);
      expect(real.stdout).toContain('Huérfanos borrados: 1\n');
      expect(await keysOf(storage)).toEqual([...kept, young].sort());

      const wrong = await runCli('storage', ['sweep', '--borrar-todo'], t.database.env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr.trim()).toBe('Uso: npm run storage:sweep [-- --dry-run]');
    },
  );
});
