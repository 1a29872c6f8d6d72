import { digitsOnly, MAX_LENGTHS, parsePhoneList, type DataClient } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { useSession } from '~/lib/use-session';

export interface CartPrefill {
  name: string;
  email: string;
  phone: string;
  dni: string;
  address: string;
}

const cap = (value: string) => value.trim().slice(0, MAX_LENGTHS.text);

/** Spec §6: a logged-in customer finds name (lowercased), email, phone, dni and address filled in. */
export function cartPrefillFrom(client: DataClient): CartPrefill {
  const firstPhone = parsePhoneList(client.telefono)[0];
  return {
    name: cap(`${client.nombre} ${client.apellido}`.toLowerCase()),
    email: cap(client.emailppl ?? ''),
    phone: firstPhone ? digitsOnly(firstPhone.originalNumber).slice(0, 15) : '',
    dni: digitsOnly(client.dni ?? ''),
    address: cap(client.direccion ?? ''),
  };
}

/** Loads the customer's data once per opening of the form; visitors and failures just get empty fields. */
export function useCartPrefill(): CartPrefill | null {
  const api = useApiClient();
  const session = useSession();
  const clientenro = session.auth ? session.client?.clientenro : undefined;
  const [prefill, setPrefill] = useState<CartPrefill | null>(null);
  useEffect(() => {
    if (clientenro === undefined) return;
    const controller = new AbortController();
    api
      .request<DataClient>(`/api/customer/${encodeURIComponent(String(clientenro))}/`, {
        auth: true,
        signal: controller.signal,
      })
      .then(
        (client) => setPrefill(cartPrefillFrom(client)),
        () => {
          // The person types the data instead; the form works without it.
        },
      );
    return () => controller.abort();
  }, [api, clientenro]);
  return clientenro === undefined ? null : prefill;
}
