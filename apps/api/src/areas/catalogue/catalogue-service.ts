// The catalogue staff keep (issue #31 §1). Each change is audited with its before and after in the same
// transaction and takes the version the admin read (409 otherwise). A new price for a plan with subscribers
// needs the date it applies from and writes each customer's notice to the outbox in that same transaction,
// once per customer. After the commit the public rates are purged on every instance.
import {
  catalogueMessages,
  type Catalogue,
  type CataloguePlan,
  type CatalogueProduct,
  type PlanSaved,
  type PlanUpdate,
  type planCreateSchema,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor } from '../staff/index.js';
import type { CatalogueRepository, PlanFields, PlanRow } from './catalogue-repository.js';
import type { CatalogueSideEffects } from './catalogue-ports.js';
import { priceNoticeMail } from './price-notice-mail.js';
import type { PriceNoticesRepository } from './price-notices-repository.js';

export function toCataloguePlan(row: PlanRow, subscribers: number): CataloguePlan {
  return {
    id: row.id,
    productId: row.product_id,
    parentId: row.parent_id,
    packetName: row.packet_name,
    name: row.name,
    amountCents: row.amount_cents,
    promotion: row.promotion === 1,
    regularAmountCents: row.regular_amount_cents,
    promotionFrom: row.promotion_from,
    promotionUntil: row.promotion_until,
    active: row.active === 1,
    sortOrder: row.sort_order,
    version: row.version,
    subscribers,
    updatedAt: row.updated_at,
  };
}

/** Plans in reading order: each top plan followed by its add-ons and packets, depth first. */
function inTreeOrder(plans: CataloguePlan[]): CataloguePlan[] {
  const children = new Map<number | null, CataloguePlan[]>();
  for (const plan of plans) children.set(plan.parentId, [...(children.get(plan.parentId) ?? []), plan]);
  const ordered: CataloguePlan[] = [];
  const seen = new Set<number>();
  const visit = (plan: CataloguePlan) => {
    // A parent_id cycle typed by hand into the database must not loop.
    if (seen.has(plan.id)) return;
    seen.add(plan.id);
    ordered.push(plan);
    for (const child of children.get(plan.id) ?? []) visit(child);
  };
  for (const plan of children.get(null) ?? []) visit(plan);
  return ordered;
}

/** A plan without a promotion keeps no promotion data. */
function planFields(input: PlanFields): PlanFields {
  return input.promotion
    ? input
    : { ...input, regularAmountCents: null, promotionFrom: null, promotionUntil: null };
}

const auditOf = (actor: AuditActor, action: string, id: number) => ({
  staffUserId: actor.staffUserId,
  ip: actor.ip,
  userAgent: actor.userAgent,
  action,
  entity: 'plan',
  entityId: String(id),
});

export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly notices: PriceNoticesRepository,
    private readonly effects: CatalogueSideEffects,
  ) {}

  async read(): Promise<Catalogue> {
    const [products, plans, counts] = await Promise.all([
      this.catalogue.listProducts(),
      this.catalogue.listPlans(),
      this.catalogue.subscriberCounts(),
    ]);
    const all = plans.map((row) => toCataloguePlan(row, counts.get(row.id) ?? 0));
    return {
      products: products.map((p): CatalogueProduct => ({
        id: p.id,
        productName: p.product_name,
        serviceType: p.service_type,
        active: p.active === 1,
        plans: inTreeOrder(all.filter((plan) => plan.productId === p.id)),
      })),
    };
  }

  async create(
    input: z.output<typeof planCreateSchema>,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<PlanSaved>,
  ): Promise<PlanSaved> {
    const { productId, parentId, ...fields } = input;
    if (!(await this.catalogue.findProduct(productId))) {
      throw new AppError('VALIDATION_ERROR', { fields: { productId: catalogueMessages.productMissing } });
    }
    const parent = parentId === null ? undefined : await this.catalogue.findPlan(parentId);
    if (parentId !== null && parent?.product_id !== productId) {
      throw new AppError('VALIDATION_ERROR', { fields: { parentId: catalogueMessages.parentElsewhere } });
    }
    const saved = await this.catalogue.transaction(async (trx) => {
      const row = await this.catalogue.insertPlan({ productId, parentId }, planFields(fields), trx);
      const answer: PlanSaved = { plan: toCataloguePlan(row, 0), notice: null };
      await this.effects.audit.record({ ...auditOf(actor, 'plan.create', row.id), after: answer.plan }, trx);
      await recordAnswer?.(trx, answer);
      return answer;
    });
    await this.effects.ratesChanged();
    return saved;
  }

  async update(id: number, patch: PlanUpdate, actor: AuditActor): Promise<PlanSaved> {
    const { version, effectiveDate, ...input } = patch;
    const fields = planFields(input);
    const saved = await this.catalogue.transaction(async (trx) => {
      const beforeRow = orNotFound(await this.catalogue.findPlan(id, trx));
      const row = await this.catalogue.updatePlan(id, version, fields, trx);
      if (!row) throw new AppError('CONFLICT', { message: catalogueMessages.stale });
      const subscribers = (await this.catalogue.subscriberCounts(trx, id)).get(id) ?? 0;
      let notice: PlanSaved['notice'] = null;
      if (beforeRow.amount_cents !== row.amount_cents && subscribers > 0) {
        if (effectiveDate === undefined) {
          throw new AppError('VALIDATION_ERROR', {
            fields: { effectiveDate: catalogueMessages.effectiveDateMissing },
          });
        }
        notice = await this.noticeSubscribers(beforeRow, row, effectiveDate, actor, trx);
      }
      const before = toCataloguePlan(beforeRow, subscribers);
      const after = toCataloguePlan(row, subscribers);
      await this.effects.audit.record(
        { ...auditOf(actor, 'plan.update', id), before, after, details: { notice } },
        trx,
      );
      return { plan: after, notice };
    });
    if (saved.notice) this.effects.mailsCommitted();
    await this.effects.ratesChanged();
    return saved;
  }

  /** Records the change and writes one notice per subscriber with an email, in the caller's transaction. */
  private async noticeSubscribers(
    before: PlanRow,
    after: PlanRow,
    effectiveDate: string,
    actor: AuditActor,
    trx: Kysely<Database>,
  ): Promise<NonNullable<PlanSaved['notice']>> {
    const changeId = await this.notices.insertChange(
      {
        planId: after.id,
        oldAmountCents: before.amount_cents,
        newAmountCents: after.amount_cents,
        effectiveDate,
        staffUserId: actor.staffUserId,
      },
      trx,
    );
    let mailed = 0;
    for (const subscriber of await this.notices.subscribersOf(after.id, trx)) {
      if (!subscriber.email || !(await this.notices.claimNotice(changeId, subscriber.customerId, trx)))
        continue;
      const mail = priceNoticeMail({
        to: subscriber.email,
        customerName: subscriber.name,
        planName: after.name,
        oldAmountCents: before.amount_cents,
        newAmountCents: after.amount_cents,
        effectiveDate,
      });
      await this.effects.outbox.insert(trx, mail);
      mailed += 1;
    }
    return { effectiveDate, mailed };
  }
}
