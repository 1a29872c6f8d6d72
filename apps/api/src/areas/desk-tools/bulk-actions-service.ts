// Bulk actions (issue #30 §2): assign, move or answer many requests, over a selection or a whole filter. Each
// request changes through the desk's own change (its own transaction, history, audit and one mail), one after
// the other, so a large filter never becomes one giant transaction; one that cannot change is reported with
// the desk's reason and the rest go on. The run stops starting new items before the Idempotency-Key's lease
// could run out, so a retry under the same key never runs beside it (it waits, then gets the recorded answer).
import {
  BULK_MAX_FILTER_MATCHES,
  DESK_STATUS_LABELS,
  isDeskStatus,
  type BulkAction,
  type BulkResult,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import type { CannedRepliesService } from './canned-replies-service.js';
import type { CannedReplyRenderer } from './canned-reply-renderer.js';
import type { DeskLookupRepository, DeskRequestRef } from './desk-lookup-repository.js';
import type { DeskActor, DeskChanges, DeskReads } from './desk-ports.js';
import { allInboxItems } from './inbox-pages.js';

/** Well inside the 60 s lease of an Idempotency-Key (IDEMPOTENCY_LEASE_MS). */
export const BULK_TIME_BUDGET_MS = 40_000;

const OUT_OF_TIME = 'Quedó sin procesar por tiempo: volvé a aplicar la acción a las que falten.';

export class BulkActionsService {
  constructor(
    private readonly reads: DeskReads,
    private readonly changes: DeskChanges,
    private readonly lookup: DeskLookupRepository,
    private readonly cannedReplies: CannedRepliesService,
    private readonly renderer: CannedReplyRenderer,
    private readonly clock: () => number = Date.now,
  ) {}

  async run(
    body: BulkAction,
    actor: DeskActor,
    recordAnswer?: RecordAnswer<BulkResult>,
  ): Promise<BulkResult> {
    const started = this.clock();
    const numbers = [...new Set(body.numbers ?? (await this.#numbersOf(body, actor)))];
    // Fetched once: a retired reply fails the whole action (404) rather than each request.
    const template =
      body.action === 'reply' ? (await this.cannedReplies.usable(body.cannedReplyId)).body : null;
    const result: BulkResult = { changed: 0, skipped: [] };
    for (const number of numbers) {
      if (this.clock() - started > BULK_TIME_BUDGET_MS) {
        result.skipped.push({ number, reason: OUT_OF_TIME });
        continue;
      }
      const reason = await this.#one(number, body, template, actor);
      if (reason === null) result.changed += 1;
      else result.skipped.push({ number, reason });
    }
    if (recordAnswer) await this.lookup.transaction((trx) => recordAnswer(trx, result));
    return result;
  }

  async #numbersOf(body: BulkAction, actor: DeskActor): Promise<string[]> {
    const items = await allInboxItems(
      this.reads,
      body.filter ?? {},
      actor,
      BULK_MAX_FILTER_MATCHES,
      (total) =>
        `El filtro abarca ${total} gestiones; la acción masiva llega a ${BULK_MAX_FILTER_MATCHES}. Acotalo.`,
    );
    return items.map((item) => item.number);
  }

  /** null when the request changed; else why not, in the member's words. */
  async #one(
    number: string,
    body: BulkAction,
    template: string | null,
    actor: DeskActor,
  ): Promise<string | null> {
    const request = await this.lookup.requestFor(number, { id: actor.staffUserId, role: actor.role });
    if (!request) return 'No existe la gestión.';
    try {
      await this.#apply(request, body, template, actor);
      return null;
    } catch (error) {
      if (isAppError(error) && error.statusCode < 500) return error.message;
      throw error;
    }
  }

  async #apply(request: DeskRequestRef, body: BulkAction, template: string | null, actor: DeskActor) {
    const { number, version } = request;
    switch (body.action) {
      case 'assign':
        await this.changes.change(number, { version, queue: body.queue, assigneeId: body.assigneeId }, actor);
        return;
      case 'status':
        if (request.status === body.status) {
          const label = isDeskStatus(body.status) ? DESK_STATUS_LABELS[body.status] : body.status;
          throw new AppError('VALIDATION_ERROR', { message: `Ya estaba en ${label}.` });
        }
        await this.changes.change(number, { version, status: body.status }, actor);
        return;
      case 'reply': {
        const text = await this.renderer.render(template ?? '', request, actor.staffUserId);
        await this.changes.postMessage(
          number,
          { kind: 'respuesta', text, version, status: body.status },
          actor,
        );
        return;
      }
    }
  }
}
