// A promotion's window and the price after it: what a plan costs on a given day, and the rules staff must
// keep when they set one (issue #31 §1). Dates are Ushuaia calendar days 'YYYY-MM-DD', both ends inclusive.

export interface PlanPricing {
  amountCents: number;
  promotion: boolean;
  /** The price once the promotion is over (or before it starts). */
  regularAmountCents: number | null;
  promotionFrom: string | null;
  promotionUntil: string | null;
}

/**
 * The price published on `today`: the promotion's inside its window, the regular price outside it. A plan
 * without a regular price keeps its amount (there is nothing else to show).
 */
export function priceOn(plan: PlanPricing, today: string): { amountCents: number; promotion: boolean } {
  if (!plan.promotion) return { amountCents: plan.amountCents, promotion: false };
  const started = plan.promotionFrom === null || plan.promotionFrom <= today;
  const notOver = plan.promotionUntil === null || today <= plan.promotionUntil;
  if ((started && notOver) || plan.regularAmountCents === null) {
    return { amountCents: plan.amountCents, promotion: true };
  }
  return { amountCents: plan.regularAmountCents, promotion: false };
}

export const promotionMessages = {
  regularAmountMissing: 'Escribí el precio que rige cuando termina la promoción.',
  untilMissing: 'Elegí el último día de la promoción.',
  windowReversed: 'La promoción tiene que terminar después del día en que empieza.',
} as const;

/** The promotion rule's complaints by field; empty when the plan is consistent. */
export function promotionProblems(
  plan: Pick<PlanPricing, 'promotion' | 'regularAmountCents' | 'promotionFrom' | 'promotionUntil'>,
): Partial<Record<'regularAmountCents' | 'promotionUntil', string>> {
  if (!plan.promotion) return {};
  const problems: Partial<Record<'regularAmountCents' | 'promotionUntil', string>> = {};
  if (plan.regularAmountCents === null) problems.regularAmountCents = promotionMessages.regularAmountMissing;
  if (plan.promotionUntil === null) problems.promotionUntil = promotionMessages.untilMissing;
  else if (plan.promotionFrom !== null && plan.promotionUntil <= plan.promotionFrom) {
    problems.promotionUntil = promotionMessages.windowReversed;
  }
  return problems;
}
