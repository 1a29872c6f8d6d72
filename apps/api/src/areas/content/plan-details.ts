// A plan's card details as GET /api/rates/ publishes them (ADR 0063). Rows are typed by hand in the back
// office, so a value outside its rule is left out rather than failing the whole answer's schema check.
import type { PacketDetails } from '@portal/domain';
import type { PlanRecord } from './rates-repository.js';

const MAX_INCLUDES = 12;
const MAX_INCLUDE_LENGTH = 120;

const nonNegative = (v: number | null): v is number => v !== null && Number.isInteger(v) && v >= 0;
const positive = (v: number | null): v is number => nonNegative(v) && v > 0;

function readIncludes(json: string | null): string[] | undefined {
  if (json === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const lines = parsed
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= MAX_INCLUDE_LENGTH)
    .slice(0, MAX_INCLUDES);
  return lines.length > 0 ? lines : undefined;
}

/** `promoted`: false for a promotion outside its window, whose price after it is then the price itself. */
export function publishedDetails(plan: PlanRecord, promoted = plan.promotion): PacketDetails {
  const details: PacketDetails = {};
  if (positive(plan.speedDownMbps)) details.speed_down_mbps = plan.speedDownMbps;
  if (positive(plan.speedUpMbps)) details.speed_up_mbps = plan.speedUpMbps;
  const includes = readIncludes(plan.includes);
  if (includes) details.includes = includes;
  if (nonNegative(plan.installationCents)) details.installation_cents = plan.installationCents;
  if (nonNegative(plan.contractMonths)) details.contract_months = plan.contractMonths;
  if (plan.promotion && !promoted) return details;
  if (nonNegative(plan.regularAmountCents)) details.regular_amount_cents = plan.regularAmountCents;
  if (plan.promotionUntil !== null && /^\d{4}-\d{2}-\d{2}$/.test(plan.promotionUntil)) {
    details.promotion_until = plan.promotionUntil;
  }
  return details;
}
