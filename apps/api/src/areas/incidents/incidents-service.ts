// Incidents kept by supervisors and admins (issue #31 §5). Each change is audited with its before and after in
// its own transaction, which also writes its mails to the outbox: a new incident (or an edit widening one) mails
// the subscribers of the localities it newly reaches, its close the customers whose claims were linked. The
// close is conditional, so two closes at once mail one set; a stale version is a 409.
import {
  coveredLocality,
  incidentTouchesLocality,
  type Incident,
  type IncidentUpdate,
  type IncidentValues,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { incidentClosedMail, incidentStartedMail } from './incident-mails.js';
import type { IncidentRecipientsRepository } from './incident-recipients-repository.js';
import { toIncident } from './incident-views.js';
import type { IncidentFields, IncidentsRepository } from './incidents-repository.js';

const STALE = 'Otra persona cambió este incidente. Volvé a abrirlo para ver sus cambios.';
const ALREADY_CLOSED = 'Este incidente ya está cerrado.';

export interface IncidentsServiceDeps {
  incidents: IncidentsRepository;
  recipients: IncidentRecipientsRepository;
  audit: AuditLogRepository;
  outbox: OutboxWriter;
  mailer: Mailer;
  /** The company's covered localities (company config): the only ones an incident may name. */
  coveredLocalities: () => Promise<string[]>;
  /** False for the company without telephony (COMPANY_CODE 20). */
  telephony: boolean;
  /** Clears the public read of the incidents in force on every instance (after the change committed). */
  purgePublic: () => Promise<void>;
}

const auditOf = (actor: AuditActor, action: string, id: number) => ({
  staffUserId: actor.staffUserId,
  ip: actor.ip,
  userAgent: actor.userAgent,
  action,
  entity: 'incident',
  entityId: String(id),
});

export class IncidentsService {
  constructor(private readonly deps: IncidentsServiceDeps) {}

  async list(now: Date = new Date()): Promise<Incident[]> {
    return (await this.deps.incidents.list()).map((row) => toIncident(row, now));
  }

  async create(
    input: IncidentValues,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<Incident>,
  ): Promise<Incident> {
    const fields = await this.#fieldsOf(input);
    const { incidents, audit } = this.deps;
    const created = await incidents.transaction(async (trx) => {
      const id = await incidents.insert(fields, actor.staffUserId, trx);
      const incident = await this.#read(id, trx);
      await audit.record({ ...auditOf(actor, 'incident.create', id), after: incident }, trx);
      await this.#alertSubscribers(trx, incident, null);
      await recordAnswer?.(trx, incident);
      return incident;
    });
    await this.#committed();
    return created;
  }

  async update(id: number, input: IncidentUpdate, actor: AuditActor): Promise<Incident> {
    const { version, ...values } = input;
    const fields = await this.#fieldsOf(values);
    const updated = await this.deps.incidents.transaction(async (trx) => {
      const before = await this.#read(id, trx);
      const now = new Date().toISOString();
      if (!(await this.deps.incidents.update(id, version, fields, trx, now))) await this.#refuse(id, trx);
      const after = await this.#read(id, trx);
      await this.deps.audit.record({ ...auditOf(actor, 'incident.update', id), before, after }, trx);
      await this.#alertSubscribers(trx, after, before);
      return after;
    });
    await this.#committed();
    return updated;
  }

  async close(id: number, version: number, actor: AuditActor): Promise<Incident> {
    const { incidents, recipients, audit, outbox } = this.deps;
    const closed = await incidents.transaction(async (trx) => {
      const before = await this.#read(id, trx);
      if (!(await incidents.close(id, version, trx, new Date().toISOString()))) await this.#refuse(id, trx);
      const after = await this.#read(id, trx);
      await audit.record({ ...auditOf(actor, 'incident.close', id), before, after }, trx);
      const byAddress = new Map<string, { email: string; name: string; numbers: string[] }>();
      for (const claim of await recipients.claimants(id, trx)) {
        const key = claim.email.trim().toLowerCase();
        const entry = byAddress.get(key) ?? { email: claim.email, name: claim.name, numbers: [] };
        entry.numbers.push(claim.requestNumber);
        byAddress.set(key, entry);
      }
      for (const to of byAddress.values())
        await outbox.insert(trx, incidentClosedMail(to, after, to.numbers));
      return after;
    });
    await this.#committed();
    return closed;
  }

  /** Mails the subscribers the incident reaches and `before` (the incident before an edit) did not. */
  async #alertSubscribers(trx: Kysely<Database>, incident: Incident, before: Incident | null): Promise<void> {
    for (const to of await this.deps.recipients.subscribers(trx)) {
      if (!incidentTouchesLocality(incident, to.locality)) continue;
      if (before && incidentTouchesLocality(before, to.locality)) continue;
      await this.deps.outbox.insert(trx, incidentStartedMail(to, incident));
    }
  }

  async #read(id: number, trx: Kysely<Database>): Promise<Incident> {
    return toIncident(orNotFound(await this.deps.incidents.find(id, trx)));
  }

  /** A conditional change touched nothing: says whether the incident was closed or changed meanwhile. */
  async #refuse(id: number, trx: Kysely<Database>): Promise<never> {
    const current = await this.#read(id, trx);
    throw new AppError('CONFLICT', { message: current.closedAt === null ? STALE : ALREADY_CLOSED });
  }

  /** What the public pages show may have changed: the next load everywhere shows it. */
  async #committed(): Promise<void> {
    this.deps.mailer.mailsCommitted();
    await this.deps.purgePublic();
  }

  /** The stored fields, localities spelt as the covered list spells them; 400 per field otherwise. */
  async #fieldsOf(input: IncidentValues): Promise<IncidentFields> {
    if (input.service === 'telefonia' && !this.deps.telephony) {
      throw new AppError('VALIDATION_ERROR', { fields: { service: 'Esta empresa no ofrece telefonía.' } });
    }
    let localities: string[] | null = null;
    if (!input.allLocalities) {
      const covered = await this.deps.coveredLocalities();
      const named = input.localities.map((l) => coveredLocality(l, covered));
      if (named.some((l) => l === undefined)) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { localities: `Elegí localidades de la cobertura: ${covered.join(', ')}.` },
        });
      }
      localities = [...new Set(named as string[])];
    }
    return {
      service: input.service,
      localities,
      publicText: input.publicText,
      startsAt: input.startsAt,
      estimatedEndAt: input.estimatedEndAt,
    };
  }
}
