import { formatPesos, type FormalityPlan, type FormalityProductOptions } from '@portal/domain';
import type { SelectOption } from '~/ui/field/select-field';

/** The form field of each product's plan (spec §3 internetPlan / clickTvPlan). */
export const PLAN_FIELD = { internet: 'internetPlan', clickTv: 'clickTvPlan' } as const;
export const CURRENT_PLAN_FIELD = { internet: 'currentInternetPlan', clickTv: 'currentClickTvPlan' } as const;

// Short enough for a phone's select: the name, then the monthly price.
const planLabel = (plan: FormalityPlan) =>
  `${plan.name} (${formatPesos(plan.amount_cents)}/mes${plan.promotion ? ', promoción' : ''})`;

/** A product's catalogue plans as select options; the current plan stays listed even if no longer sold. */
export function planOptions(product: FormalityProductOptions): SelectOption[] {
  const plans = [...product.plans];
  if (product.current && !plans.some((p) => p.packet_name === product.current!.packet_name)) {
    plans.unshift(product.current);
  }
  return plans.map((plan) => ({ value: plan.packet_name, label: planLabel(plan) }));
}
