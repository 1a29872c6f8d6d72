// The login dialog's calls as TanStack Query mutations on the dialogs' client (the dialog opens on public pages).
import type { RegisterDraft } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { useApiClient } from '~/lib/api/use-api-client';
import {
  login,
  recoverUser,
  register,
  requestAssistance,
  requestResetCode,
  resetPassword,
  validateCode,
  type RecoverUserInput,
} from './auth-api';

/** The captcha's pass of a protected call; null when the provider is 'off'. */
type Pass = { pass: string | null };

function useDialogMutation<Variables, Answer>(
  call: (api: ApiClient, variables: Variables) => Promise<Answer>,
) {
  const api = useApiClient();
  return useMutation({ mutationFn: (variables: Variables) => call(api, variables) }, dialogQueryClient);
}

export const useLogin = () =>
  useDialogMutation((api, { username, password }: { username: string; password: string }) =>
    login(api, username, password),
  );

export const useRequestResetCode = () =>
  useDialogMutation((api, { email, pass }: Pass & { email: string }) => requestResetCode(api, email, pass));

export const useValidateResetCode = () =>
  useDialogMutation((api, { email, code }: { email: string; code: string }) =>
    validateCode(api, email, code),
  );

export const useResetPassword = () => useDialogMutation(resetPassword);

export const useRecoverUser = () =>
  useDialogMutation((api, { input, pass }: Pass & { input: RecoverUserInput }) =>
    recoverUser(api, input, pass),
  );

/** Its idempotency key comes from the body inside requestAssistance, as before. */
export const useRequestAssistance = () =>
  useDialogMutation(
    (api, { clientenro, pass, crmcodigo }: Pass & { clientenro: number; crmcodigo?: string }) =>
      requestAssistance(api, clientenro, pass, crmcodigo),
  );

/** Its idempotency key comes from the draft inside register, as before. */
export const useRegister = () =>
  useDialogMutation((api, { draft, pass }: Pass & { draft: RegisterDraft }) => register(api, draft, pass));
