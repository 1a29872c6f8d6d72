import { messagesApi, type ContactMessage, type ContractAnswer } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { useApiClient } from '~/lib/api/use-api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';

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

function sendContactMessage(
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

/** A contact form's message as a TanStack Query mutation on the dialogs' client (they open on public pages). */
export function useSendContactMessage() {
  const api = useApiClient();
  const { companyCode } = usePublicConfig();
  return useMutation(
    {
      mutationFn: ({ body, ...options }: SendMessageOptions & { body: ContactMessage }) =>
        sendContactMessage(api, companyCode, body, options),
    },
    dialogQueryClient,
  );
}
