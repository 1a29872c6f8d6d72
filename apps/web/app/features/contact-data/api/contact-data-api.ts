// Calls of the contact data editor and the password change (spec §7), each through its endpoint contract.
import {
  contactDataApi,
  type CustomerUpdate,
  type DataClient,
  type FirstEntryContact,
  type UpdatePassword,
} from '@portal/domain';
import { ApiError, UNEXPECTED_ANSWER_MESSAGE, type ApiClient } from '~/lib/api/api-client';

/** A full session's update: the answer is the whole dataClient. */
export async function updateCustomer(
  api: ApiClient,
  customer: number | string,
  body: CustomerUpdate,
): Promise<DataClient> {
  const answer = await api.call(contactDataApi.updateCustomer, { params: { customer }, body, auth: true });
  if (!('nombre' in answer)) throw new ApiError(200, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
  return answer;
}

/** The first-entry wizard's update (step 2): the answer holds only the phones and the birth date. */
export function updateFirstEntryContact(
  api: ApiClient,
  customer: number,
  body: CustomerUpdate,
): Promise<FirstEntryContact> {
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

export function requestEmailChange(
  api: ApiClient,
  clientenro: number | string,
  email: string,
  currentPassword: string,
) {
  return api.call(contactDataApi.requestEmailChange, {
    params: { clientenro },
    body: { email, currentPassword },
    auth: true,
  });
}

/** 'No fui yo' (ADR 0084): public, the link's secret is the credential; answers the restored email, masked. */
export async function restoreEmail(api: ApiClient, token: string): Promise<string> {
  return (await api.call(contactDataApi.restoreEmail, { body: { token } })).email;
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
