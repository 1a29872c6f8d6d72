import { loginErrorMessage, messages } from '@portal/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '~/lib/api/api-client';
import { ACCOUNT_HOME } from '~/lib/paths';
import { saveLogin } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useLogin } from '../api/use-auth-mutations';
import { loginResultFrom } from '../lib/login-session';

/**
 * Maps a failed login to its text (spec §8); a lock-out, a rate limit and a full password-check queue keep the
 * server's own explanation, which says when to try again.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if ((error.status === 429 || error.code === 'SERVER_BUSY') && error.message) return error.message;
    return loginErrorMessage(error.status);
  }
  return messages.loginContactSupport;
}

/**
 * Signs in, stores the session under the company's keys and goes to the account. Resolves to the error
 * text to show, or null on success.
 */
export function useSignIn(onSuccess: () => void) {
  const { mutateAsync: login } = useLogin();
  const { companyCode } = usePublicConfig();
  const navigate = useNavigate();

  return useCallback(
    async (username: string, password: string): Promise<string | null> => {
      try {
        const response = await login({ username: username.trim(), password });
        // A 204 (no body) means wrong data, as the spec's backend answers it.
        const result = response ? loginResultFrom(response) : null;
        if (!result) return loginErrorMessage(204);
        saveLogin(companyCode, result);
        onSuccess();
        await navigate(ACCOUNT_HOME);
        return null;
      } catch (error) {
        return signInErrorMessage(error);
      }
    },
    [login, companyCode, navigate, onSuccess],
  );
}
