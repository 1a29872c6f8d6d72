// The billing desk's words for what the API answers in codes.
import type { BillingImportSummary, BillingRowAction, PaymentReviewKind } from '@portal/domain';

export const ROW_ACTION_LABELS: Record<BillingRowAction, string> = {
  inserted: 'Crea la factura',
  updated: 'Actualiza la factura',
  unchanged: 'Sin cambios',
  rejected: 'Con errores',
};

export const APPLIED_ACTION_LABELS: Record<BillingRowAction, string> = {
  inserted: 'Factura creada',
  updated: 'Factura actualizada',
  unchanged: 'Sin cambios',
  rejected: 'No se importó',
};

export const IMPORT_STATUS_LABELS: Record<BillingImportSummary['status'], string> = {
  checked: 'Probada, sin aplicar',
  applying: 'Aplicándose',
  applied: 'Aplicada',
};

export const REVIEW_KIND_LABELS: Record<PaymentReviewKind, string> = {
  charged_back: 'Contracargo',
  refunded: 'Devolución',
  amount_mismatch: 'Importe distinto del link',
  late_payment: 'Pagado con el link cerrado',
};

/** Field names of the import file as the report names them ('items.0.cantidad' -> 'ítem 1, cantidad'). */
export function fieldLabel(field: string): string {
  const item = /^items\.(\d+)\.(.+)$/.exec(field);
  if (item) return `ítem ${Number(item[1]) + 1}, ${item[2]}`;
  return field === '_' || field === 'fila' ? 'fila' : field;
}

/** A count with its noun, e.g. '1 factura', '3 facturas'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;
}
