/** Query key of Mis servicios' data (services, debit in force, debt): the debit wizard reads and reloads it. */
export function customerServicesQueryKey(clientenro: number | string | undefined) {
  return ['customer', String(clientenro), 'servicios'] as const;
}
