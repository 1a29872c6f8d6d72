// Plans and prices as the spec's rates: products with nested packets. Prices are integer cents in the database;
// `amount` (pesos) is derived for spec compatibility (docs/decisions/0011-money-in-cents.md).
import {
  centsToPesos,
  COMPANY_CODE_NO_TELEPHONY,
  priceOn,
  todayInUshuaia,
  toIsoDate,
  type CompanyCode,
  type PublishedPacket,
  type PublishedRate,
} from '@portal/domain';
import type { PlanRecord, RatesRepository } from './rates-repository.js';
import { publishedDetails } from './plan-details.js';

const TELEPHONY_SERVICE_TYPE = 'TELEFONIA';

export class RatesService {
  constructor(
    private readonly repository: RatesRepository,
    private readonly companyCode: CompanyCode,
  ) {}

  async listRates(): Promise<PublishedRate[]> {
    const [products, plans] = await Promise.all([
      this.repository.listActiveProducts(),
      this.repository.listActivePlans(),
    ]);
    const visible = products.filter(
      (p) => this.companyCode !== COMPANY_CODE_NO_TELEPHONY || p.serviceType !== TELEPHONY_SERVICE_TYPE,
    );

    const children = new Map<number | null, PlanRecord[]>();
    for (const plan of plans) {
      const siblings = children.get(plan.parentId) ?? [];
      siblings.push(plan);
      children.set(plan.parentId, siblings);
    }
    // Plans arrive sorted, so every sibling list keeps sort_order. `seen` guards against a parent_id cycle
    // typed by hand into the database.
    const today = toIsoDate(todayInUshuaia());
    const toPacket = (plan: PlanRecord, seen: Set<number>): PublishedPacket => {
      seen.add(plan.id);
      const price = priceOn(plan, today);
      return {
        packet_name: plan.packetName,
        amount: centsToPesos(price.amountCents),
        amount_cents: price.amountCents,
        promotion: price.promotion,
        name: plan.name,
        ...publishedDetails(plan, price.promotion),
        packets: (children.get(plan.id) ?? [])
          .filter((child) => !seen.has(child.id))
          .map((child) => toPacket(child, seen)),
      };
    };

    return visible.map((product) => ({
      product_name: product.productName,
      packets: (children.get(null) ?? [])
        .filter((plan) => plan.productId === product.id)
        .map((plan) => toPacket(plan, new Set())),
    }));
  }
}
