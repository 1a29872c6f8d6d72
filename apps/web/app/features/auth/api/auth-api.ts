// Calls of the login modal (spec §7), each through its endpoint contract. Each takes the browser's ApiClient
// so tests can pass a stub.
import {
  CAPTCHA_PASS_HEADER,
  COMPANY_TAG,
  CRM_CODE_RECOVERY_ASSISTANCE,
  passwordResetApi,
  recoveryApi,
  registrationApi,
  sessionApi,
  type CrmRequest,
  type LoginResponse,
  type RecoverUserResponse,
  type RegisterDraft,
  type RequestNumberResponse,
  type ValidateCodeResponse,
} from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';

/** Header of the calls the captcha protects; none when the provider is 'off'. */
export function captchaHeaders(pass: string | null): Record<string, string> | undefined {
  return pass ? { [CAPTCHA_PASS_HEADER]: pass } : undefined;
}

export function login(api: ApiClient, username: string, password: string): Promise<LoginResponse> {
  return api.call(sessionApi.login, {
    body: { username, password, company: COMPANY_TAG },
  });
}

export function requestResetCode(api: ApiClient, email: string, pass: string | null): Promise<unknown> {
  return api.call(passwordResetApi.requestResetCode, {
    body: { company: COMPANY_TAG, email },
    headers: captchaHeaders(pass),
  });
}

export function validateCode(api: ApiClient, email: string, code: string): Promise<ValidateCodeResponse> {
  return api.call(passwordResetApi.validateResetCode, {
    body: { code, company: COMPANY_TAG, email },
  });
}

export interface ResetPasswordInput {
  email: string;
  password: string;
  repeatPassword: string;
  resetToken: string;
}

export function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<unknown> {
  return api.call(passwordResetApi.resetPassword, {
    body: {
      password: input.password,
      repeatPassword: input.repeatPassword,
      company: COMPANY_TAG,
      email: input.email,
      reset_token: input.resetToken,
    },
  });
}

export interface RecoverUserInput {
  name: string;
  nro: string;
  dni: string;
}

export function recoverUser(
  api: ApiClient,
  input: RecoverUserInput,
  pass: string | null,
): Promise<RecoverUserResponse> {
  return api.call(recoveryApi.recoverUser, {
    body: { company: COMPANY_TAG, ...input },
    headers: captchaHeaders(pass),
  });
}

/** An assistance request for a customer who cannot reach their email (captcha action assistance). */
export async function requestAssistance(
  api: ApiClient,
  clientenro: number,
  pass: string | null,
  crmcodigo: string = CRM_CODE_RECOVERY_ASSISTANCE,
): Promise<RequestNumberResponse> {
  const body: CrmRequest = {
    crmcodigo,
    crmobs: 'El cliente no puede acceder a su email',
    clientenro,
    company: COMPANY_TAG,
  };
  const answer = await api.call(recoveryApi.requestAssistance, {
    body,
    headers: captchaHeaders(pass),
    idempotencyKey: submissionKey('assistance', body),
  });
  submissionDone('assistance');
  return answer;
}

export async function register(
  api: ApiClient,
  draft: RegisterDraft,
  pass: string | null,
): Promise<RequestNumberResponse> {
  const answer = await api.call(registrationApi.register, {
    body: draft,
    headers: captchaHeaders(pass),
    idempotencyKey: submissionKey('registration', draft),
  });
  submissionDone('registration');
  return answer;
}
