// Between a stored plan and the form an admin types in: prices shown in pesos with a decimal comma, dates
// as the date input's 'YYYY-MM-DD' ('' when empty).
import { formatIsoDate, formatPesos, type CataloguePlan, type PlanFormValues } from '@portal/domain';

/** 3200050 -> '32000,50': what the price field shows and planFormSchema reads back. */
export function centsToInput(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

export function formValuesOf(plan: CataloguePlan | undefined): PlanFormValues {
  if (!plan) {
    return {
      packetName: '',
      name: '',
      amountCents: '',
      promotion: false,
      regularAmountCents: '',
      promotionFrom: '',
      promotionUntil: '',
      active: true,
      sortOrder: 0,
      effectiveDate: '',
    };
  }
  return {
    packetName: plan.packetName,
    name: plan.name,
    amountCents: centsToInput(plan.amountCents),
    promotion: plan.promotion,
    regularAmountCents: plan.regularAmountCents === null ? '' : centsToInput(plan.regularAmountCents),
    promotionFrom: plan.promotionFrom ?? '',
    promotionUntil: plan.promotionUntil ?? '',
    active: plan.active,
    sortOrder: plan.sortOrder,
    effectiveDate: '',
  };
}

/** 'Hasta el 31/12/2026; después $ 64.900,00' for the table's promotion column. */
export function promotionSummary(plan: CataloguePlan): string {
  if (!plan.promotion) return 'No';
  const from = plan.promotionFrom ? `Del ${formatIsoDate(plan.promotionFrom)} ` : '';
  const until = plan.promotionUntil
    ? `${from ? 'al' : 'Hasta el'} ${formatIsoDate(plan.promotionUntil)}`
    : '';
  const after = plan.regularAmountCents === null ? '' : `; después ${formatPesos(plan.regularAmountCents)}`;
  return `${from}${until}${after}` || 'Sí';
}

/** 'al cliente que tiene' / 'a los 7 clientes que tienen' / 'a los clientes que tienen' (count unknown). */
export function toCustomersWhoHave(count: number): string {
  if (count === 1) return 'al cliente que tiene';
  return count > 1 ? `a los ${count} clientes que tienen` : 'a los clientes que tienen';
}
