// Key rotation (npm run debit:reencrypt, docs/automatic-debit.md): seals again, under DEBIT_ENCRYPTION_KEY,
// every card number and CBU sealed under another key, in batches. Each row is replaced with a conditional update
// on its old sealed value, so a row written meanwhile is never overwritten with a stale number. Rows that cannot
// be opened (their key is not configured) are reported and left as they are.
import type { DebitSealer } from './debit-sealer.js';
import type { DebitSealingRepository } from './debit-sealing-repository.js';

const BATCH_SIZE = 200;

export interface ReencryptReport {
  current_key_id: string;
  resealed: number;
  /** Rows whose sealed value changed between read and update; a later run takes them if still needed. */
  changed_meanwhile: number;
  unreadable: Array<{ id: number; key_id: string | null }>;
  /** Rows still sealed under another key after this run, per key id. */
  remaining: Array<{ key_id: string | null; rows: number }>;
}

export class DebitReencryptService {
  constructor(
    private readonly rows: DebitSealingRepository,
    private readonly sealer: DebitSealer,
    private readonly batchSize = BATCH_SIZE,
  ) {}

  async run(): Promise<ReencryptReport> {
    const current = this.sealer.currentKeyId;
    const report: ReencryptReport = {
      current_key_id: current,
      resealed: 0,
      changed_meanwhile: 0,
      unreadable: [],
      remaining: [],
    };
    let afterId = 0;
    for (;;) {
      const batch = await this.rows.notUnderKey(current, afterId, this.batchSize);
      for (const row of batch) {
        let sealed;
        try {
          sealed = this.sealer.reseal(row.kind, row.sealedNumber);
        } catch {
          report.unreadable.push({ id: row.id, key_id: row.sealingKeyId });
          continue;
        }
        // Null: the value names the current key although the column did not (the column is brought in line).
        const next = sealed ?? { sealed: row.sealedNumber, keyId: current };
        if (await this.rows.replaceSealed(row.id, row.sealedNumber, next.sealed, next.keyId)) {
          report.resealed += 1;
        } else {
          report.changed_meanwhile += 1;
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < this.batchSize) break;
      afterId = last.id;
    }
    report.remaining = (await this.rows.countNotUnderKey(current)).map((c) => ({
      key_id: c.keyId,
      rows: c.rows,
    }));
    return report;
  }
}
