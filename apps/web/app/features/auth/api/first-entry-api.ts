// Calls of the first-entry wizard (account modal 6), each through its endpoint contract, with the session's
// first-entry token.
import { contactDataApi, firstEntryApi, type FirstEntryState } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

const params = (clientenro: number) => ({ clientenro });

export function getFirstEntry(
  api: ApiClient,
  clientenro: number,
  signal?: AbortSignal,
): Promise<FirstEntryState> {
  return api.call(firstEntryApi.getFirstEntry, { params: params(clientenro), auth: true, signal });
}

export function sendFirstEntryCode(api: ApiClient, clientenro: number): Promise<FirstEntryState> {
  return api.call(firstEntryApi.sendFirstEntryCode, { params: params(clientenro), auth: true });
}

export function validateFirstEntryCode(
  api: ApiClient,
  clientenro: number,
  code: string,
): Promise<FirstEntryState> {
  return api.call(firstEntryApi.validateFirstEntryCode, {
    params: params(clientenro),
    auth: true,
    body: { code },
  });
}

export function confirmFirstEntryData(api: ApiClient, clientenro: number): Promise<FirstEntryState> {
  return api.call(firstEntryApi.confirmFirstEntryData, { params: params(clientenro), auth: true });
}

/** Step 3 (spec §7: PUT actualizar/password with firstEntry): the new password ends the verification. */
export async function setFirstEntryPassword(
  api: ApiClient,
  clientenro: number,
  password: string,
  repeatPassword: string,
): Promise<void> {
  await api.call(contactDataApi.updatePassword, {
    params: params(clientenro),
    auth: true,
    body: { password, repeatPassword, firstEntry: true },
  });
}
