// The login dialog's calls as TanStack Query mutations on the dialogs' client (the dialog opens on public pages).
import type { RegisterDraft } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { dialogQueryClient } from '~/lib/dialog-query-client';
import { useApiClient } from '~/lib/use-api-client';
import {
  login,
  recoverUser,
  register,
  requestAssistance,
  requestResetCode,
  resetPassword,
  validateCode,
  type RecoverUserInput,
  type ResetPasswordInput,
} from './auth-api';

/** The captcha's pass of a protected call; null when the provider is 'off'. */
type Pass = { pass: string | null };

export function useLogin() {
  const api = useApiClient();
  return useMutation(
    {
      mutationFn: ({ username, password }: { username: string; password: string }) =>
        login(api, username, password),
    },
    dialogQueryClient,
  );
}

export function useRequestResetCode() {
  const api = useApiClient();
  return useMutation(
    { mutationFn: ({ email, pass }: Pass & { email: string }) => requestResetCode(api, email, pass) },
    dialogQueryClient,
  );
}

export function useValidateResetCode() {
  const api = useApiClient();
  return useMutation(
    { mutationFn: ({ email, code }: { email: string; code: string }) => validateCode(api, email, code) },
    dialogQueryClient,
  );
}

export function useResetPassword() {
  const api = useApiClient();
  return useMutation(
    { mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) },
    dialogQueryClient,
  );
}

export function useRecoverUser() {
  const api = useApiClient();
  return useMutation(
    { mutationFn: ({ input, pass }: Pass & { input: RecoverUserInput }) => recoverUser(api, input, pass) },
    dialogQueryClient,
  );
}

/** Its idempotency key comes from the body inside requestAssistance, as before. */
export function useRequestAssistance() {
  const api = useApiClient();
  return useMutation(
    {
      mutationFn: ({ clientenro, pass, crmcodigo }: Pass & { clientenro: number; crmcodigo?: string }) =>
        requestAssistance(api, clientenro, pass, crmcodigo),
    },
    dialogQueryClient,
  );
}

/** Its idempotency key comes from the draft inside register, as before. */
export function useRegister() {
  const api = useApiClient();
  return useMutation(
    { mutationFn: ({ draft, pass }: Pass & { draft: RegisterDraft }) => register(api, draft, pass) },
    dialogQueryClient,
  );
}
