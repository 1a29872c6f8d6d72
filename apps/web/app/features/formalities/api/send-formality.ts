import { formalitiesApi, messagesApi, type ContactMessage, type FormalityOptions } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';
import type { MessageAnswer } from './upload-message';

/** Types 9, 10 and 12 carry no documents: JSON through the api client (spec §7). */
export function sendFormalityJson(
  api: ApiClient,
  companyCode: number,
  body: ContactMessage,
  idempotencyKey: string,
): Promise<MessageAnswer> {
  return api.call(messagesApi.sendMessage, {
    params: { companyCode: String(companyCode) },
    body,
    auth: true,
    idempotencyKey,
  });
}

/** The products the record may add, its current plans and whether this login is the holder. */
export function fetchFormalityOptions(
  api: ApiClient,
  clientenro: number | string,
  signal?: AbortSignal,
): Promise<FormalityOptions> {
  return api.call(formalitiesApi.getOptions, {
    params: { clientenro: Number(clientenro) },
    auth: true,
    signal,
  });
}
