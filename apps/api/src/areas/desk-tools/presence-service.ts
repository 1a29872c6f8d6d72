// 'Ana lo está viendo' (issue #30 §2): the web beats every 20 s while a request is open and leaves on close; a
// beat answers the other members present. Presence is a hint, so a store failure (Redis down) is logged and
// answered with nobody rather than breaking the request view.
import { PRESENCE_TTL_SECONDS, type Presence } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceStore } from '../../infrastructure/presence/index.js';
import { AppError } from '../../lib/app-error.js';
import type { DeskLookupRepository, StaffRef } from './desk-lookup-repository.js';

const topicOf = (requestNumber: string) => `request:${requestNumber}`;

export class PresenceService {
  constructor(
    private readonly store: PresenceStore,
    private readonly lookup: DeskLookupRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async beat(requestNumber: string, staff: StaffRef): Promise<Presence> {
    if (!(await this.lookup.requestFor(requestNumber, staff))) throw new AppError('NOT_FOUND');
    const staffId = staff.id;
    let ids: number[];
    try {
      ids = await this.store.beat(topicOf(requestNumber), staffId, PRESENCE_TTL_SECONDS * 1000);
    } catch (err) {
      this.log.warn({ err }, 'presence store unavailable');
      return { viewers: [] };
    }
    const others = ids.filter((id) => id !== staffId);
    return { viewers: others.length === 0 ? [] : await this.lookup.staffRefs(others) };
  }

  async leave(requestNumber: string, staffId: number): Promise<void> {
    try {
      await this.store.leave(topicOf(requestNumber), staffId);
    } catch (err) {
      // The presence then ends with its TTL.
      this.log.warn({ err }, 'presence store unavailable');
    }
  }
}
