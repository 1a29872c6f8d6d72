/** Query key of "Mis gestiones": features that file a request invalidate it so the list shows it at once. */
export function customerRequestsQueryKey(clientenro: number | string | undefined) {
  return ['customer', String(clientenro), 'requests'] as const;
}
