import type { ContactMessage } from '@portal/domain';
import type { ApiClient } from '~/lib/api-client';

/** 201 `{Crmnumero, id}` for public types; 200 `{Crmnumero}` for the cancellation (spec §7). */
export interface MessageAnswer {
  Crmnumero?: string;
  id?: number;
}

export interface SendMessageOptions {
  /** X-Captcha-Pass of the public types; null when the server runs without captcha. */
  captchaPass?: string | null;
  /** Cancellation needs the customer's bearer token. */
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
  return api.request<MessageAnswer>(`/api/mensajes/company-code/${companyCode}/`, {
    method: 'POST',
    body: payload,
    auth,
    idempotencyKey,
    headers: captchaPass ? { 'X-Captcha-Pass': captchaPass } : undefined,
  });
}
