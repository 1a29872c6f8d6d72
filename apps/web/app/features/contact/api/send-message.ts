import { messagesApi, type ContactMessage, type ContractAnswer } from '@portal/domain';
import type { ApiClient } from '~/lib/api-client';

/** 201 `{Crmnumero, id}` for public types; 200 `{Crmnumero}` for the cancellation (spec §7). */
export type MessageAnswer = ContractAnswer<typeof messagesApi.sendMessage>;

export interface SendMessageOptions {
  /** X-Captcha-Pass of the public types; null when the server runs without captcha. */
  captchaPass?: string | null;
  /**
   * Send the customer's bearer token: the customers' types need it, and on public types it is what makes the
   * API accept client_id and subscriber 1.
   */
  auth?: boolean;
  /** One per submission, reused by its retries (~/lib/submission-key). */
  idempotencyKey?: string;
}

export function sendContactMessage(
  api: ApiClient,
  companyCode: number,
  payload: ContactMessage,
  { captchaPass, auth = false, idempotencyKey }: SendMessageOptions = {},
): Promise<MessageAnswer> {
  return api.call(messagesApi.sendMessage, {
    params: { companyCode: String(companyCode) },
    body: payload,
    auth,
    idempotencyKey,
    headers: captchaPass ? { 'X-Captcha-Pass': captchaPass } : undefined,
  });
}
