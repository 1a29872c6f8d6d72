// Coupons per customer (issue #31 §3): staff give a catalogue coupon to a customer or expire it for them; the
// customer's Mis cupones shows it expired from then on. Each change is audited in its own transaction.
import type { CustomerCouponAdmin, CustomerCouponsAdmin } from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { recordChange } from './audit-entry.js';
import type { CustomerCouponsAdminRepository } from './customer-coupons-admin-repository.js';
import type { CustomerLoginsRepository } from './customer-logins-repository.js';

const ALREADY_ASSIGNED = 'El cliente ya tiene este cupón.';
const NOT_EXPIRABLE = 'Este cupón ya estaba vencido o usado.';

export class CustomerCouponsAdminService {
  constructor(
    private readonly coupons: CustomerCouponsAdminRepository,
    private readonly customers: Pick<CustomerLoginsRepository, 'customerId'>,
    private readonly audit: AuditLogRepository,
  ) {}

  async list(cliente: number): Promise<CustomerCouponsAdmin> {
    const customerId = orNotFound(await this.customers.customerId(cliente));
    const [items, available] = await Promise.all([
      this.coupons.list(customerId),
      this.coupons.available(customerId),
    ]);
    return { items, available };
  }

  async assign(
    cliente: number,
    couponId: number,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<CustomerCouponAdmin>,
  ): Promise<CustomerCouponAdmin> {
    const customerId = orNotFound(await this.customers.customerId(cliente));
    return this.coupons.transaction(async (trx) => {
      if (!(await this.coupons.activeCouponExists(couponId, trx))) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { couponId: 'Ese cupón no existe o no está activo.' },
        });
      }
      if (!(await this.coupons.assign(customerId, couponId, trx))) {
        throw new AppError('CONFLICT', { message: ALREADY_ASSIGNED });
      }
      const after = orNotFound(await this.coupons.find(customerId, couponId, trx));
      await recordChange(
        this.audit,
        actor,
        {
          action: 'customer_coupon.assign',
          entity: 'customer_coupon',
          entityId: `${cliente}:${couponId}`,
          after,
        },
        trx,
      );
      await recordAnswer?.(trx, after);
      return after;
    });
  }

  async expire(cliente: number, couponId: number, actor: AuditActor): Promise<CustomerCouponAdmin> {
    const customerId = orNotFound(await this.customers.customerId(cliente));
    return this.coupons.transaction(async (trx) => {
      const before = orNotFound(await this.coupons.find(customerId, couponId, trx));
      if (!(await this.coupons.expire(customerId, couponId, new Date().toISOString(), trx))) {
        throw new AppError('CONFLICT', { message: NOT_EXPIRABLE });
      }
      const after = orNotFound(await this.coupons.find(customerId, couponId, trx));
      await recordChange(
        this.audit,
        actor,
        {
          action: 'customer_coupon.expire',
          entity: 'customer_coupon',
          entityId: `${cliente}:${couponId}`,
          before,
          after,
        },
        trx,
      );
      return after;
    });
  }
}
