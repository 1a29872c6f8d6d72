// Calls of the contact data editor and the password change (spec §7), each through its endpoint contract.
import { contactDataApi, type CustomerUpdate, type DataClient, type UpdatePassword } from '@portal/domain';
import type { ApiClient } from '~/lib/api-client';

export function updateCustomer(
  api: ApiClient,
  customer: number | string,
  body: CustomerUpdate,
): Promise<DataClient> {
  return api.call(contactDataApi.updateCustomer, { params: { customer }, body, auth: true });
}

export async function updatePassword(
  api: ApiClient,
  clientenro: number | string,
  body: UpdatePassword,
): Promise<string> {
  const { token } = await api.call(contactDataApi.updatePassword, {
    params: { clientenro },
    body,
    auth: true,
  });
  return token;
}

export function requestEmailChange(api: ApiClient, clientenro: number | string, email: string) {
  return api.call(contactDataApi.requestEmailChange, { params: { clientenro }, body: { email }, auth: true });
}

export async function confirmEmailChange(
  api: ApiClient,
  clientenro: number | string,
  email: string,
  code: string,
): Promise<string> {
  const answer = await api.call(contactDataApi.confirmEmailChange, {
    params: { clientenro },
    body: { email, code },
    auth: true,
  });
  return answer.email;
}
