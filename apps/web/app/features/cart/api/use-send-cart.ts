// The cart's message as a TanStack Query mutation on the dialogs' client (the cart opens on public pages).
import { messagesApi, type ContactMessage } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { useApiClient } from '~/lib/api/use-api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';

export interface CartSending {
  /** Already parsed by the resolver with the cart type's schema. */
  body: ContactMessage;
  /** Only the customer's token makes the API accept client_id and subscriber 1 (ADR 0036). */
  auth: boolean;
  captchaPass: string | null;
  idempotencyKey: string;
}

export function useSendCart() {
  const api = useApiClient();
  const { companyCode } = usePublicConfig();
  return useMutation(
    {
      mutationFn: ({ body, auth, captchaPass, idempotencyKey }: CartSending) =>
        api.call(messagesApi.sendMessage, {
          params: { companyCode: String(companyCode) },
          body,
          auth,
          headers: captchaPass ? { 'X-Captcha-Pass': captchaPass } : undefined,
          idempotencyKey,
        }),
    },
    dialogQueryClient,
  );
}
