// The orphan sweep (ADR 0072): a file no request_attachments row points at belongs to nothing (a request that
// never committed and whose clean-up was cut short by a crash or a storage outage). The sweep lists the
// storage, keeps what a request references, and reports (and, unless a dry run, removes) the rest once older
// than the grace period, so an upload whose request is still being committed is never touched.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, StoredObject } from '../../infrastructure/storage/file-storage.js';
import type { AttachmentKeysRepository } from './attachment-keys-repository.js';
import { PeriodicJob } from '../../infrastructure/jobs/periodic-job.js';

/** An upload's request commits within seconds; an hour leaves a wide margin for slow clients and clocks. */
export const DEFAULT_SWEEP_GRACE_MS = 60 * 60_000;
/** Keys checked against the database per query (well under every driver's parameter limit). */
const BATCH_SIZE = 500;

export interface SweepOptions {
  dryRun?: boolean;
  now?: Date;
}

export interface SweepReport {
  dryRun: boolean;
  /** Files a request references. */
  kept: number;
  /** Unreferenced files younger than the grace period, left for a later run. */
  young: number;
  /** Unreferenced files past the grace period. */
  orphans: number;
  removed: number;
  /** Orphans whose removal failed (they are tried again on the next run). */
  failed: number;
  orphanKeys: string[];
}

export class StorageSweepService {
  readonly #job: PeriodicJob;

  constructor(
    private readonly storage: FileStorage,
    private readonly attachments: AttachmentKeysRepository,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly options: { intervalMs: number; graceMs?: number },
  ) {
    this.#job = new PeriodicJob(
      () => this.sweep(),
      options.intervalMs,
      (err) => this.log.error({ err }, 'storage sweep failed'),
    );
  }

  async sweep({ dryRun = false, now = new Date() }: SweepOptions = {}): Promise<SweepReport> {
    const report: SweepReport = {
      dryRun,
      kept: 0,
      young: 0,
      orphans: 0,
      removed: 0,
      failed: 0,
      orphanKeys: [],
    };
    const cutoff = now.getTime() - (this.options.graceMs ?? DEFAULT_SWEEP_GRACE_MS);
    let batch: StoredObject[] = [];
    const settle = async () => {
      // Listed first, looked up after: a row committed meanwhile still saves its file.
      const referenced = await this.attachments.referenced(batch.map((object) => object.key));
      for (const object of batch) {
        if (referenced.has(object.key)) report.kept++;
        else if (object.modifiedAt.getTime() > cutoff) report.young++;
        else await this.removeOrphan(object.key, report, dryRun);
      }
      batch = [];
    };
    for await (const object of this.storage.list()) {
      batch.push(object);
      if (batch.length >= BATCH_SIZE) await settle();
    }
    await settle();
    if (report.orphans > 0) this.log.info({ report: { ...report, orphanKeys: undefined } }, 'storage swept');
    return report;
  }

  private async removeOrphan(key: string, report: SweepReport, dryRun: boolean): Promise<void> {
    report.orphans++;
    report.orphanKeys.push(key);
    if (dryRun) return;
    try {
      await this.storage.remove(key);
      report.removed++;
    } catch (err) {
      report.failed++;
      this.log.warn({ err, key }, 'orphan file not removed');
    }
  }

  /** Runs the sweep every intervalMs while the server is up (0: never); one run at a time per process. */
  start(): void {
    this.#job.start();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
