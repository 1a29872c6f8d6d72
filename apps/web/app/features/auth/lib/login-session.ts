import { preferredCustomerRecord, type LoginResponse } from '@portal/domain';
import type { LoginResult } from '~/lib/session/session';

/** What the session keeps from a login answer: the CONECTADO record as the active customer (spec §3). */
export function loginResultFrom(response: LoginResponse): LoginResult | null {
  const active = preferredCustomerRecord(response.client);
  if (!active || !response.token) return null;
  return {
    client: {
      clientenro: active.cliente,
      email: active.emailppl,
      nombre: [active.nombre, active.apellido].filter(Boolean).join(' '),
    },
    list: response.client,
    token: response.token,
    firstEntry: response.entry,
  };
}
