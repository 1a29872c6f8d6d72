/** Query key of "Mis facturas": the payment feature invalidates it once a payment is applied. */
export function invoicesQueryKey(clientenro: number | string | undefined) {
  return ['customer', String(clientenro), 'invoices'] as const;
}
