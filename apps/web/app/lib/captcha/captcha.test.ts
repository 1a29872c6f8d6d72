import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../api-client';
import { CaptchaError, obtainCaptchaPass } from './captcha';

vi.mock('./altcha-solver', () => ({ solveAltcha: vi.fn(async () => 'dG9rZW4=') }));

function stubApi(answers: Record<string, () => unknown>): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    async request<T>(path: string) {
      paths.push(path);
      return answers[path]!() as T;
    },
  };
}

describe('obtainCaptchaPass', () => {
  it('needs no pass when the provider is off', async () => {
    const api = stubApi({ '/api/isHuman/challenge/': () => ({ provider: 'off' }) });
    await expect(obtainCaptchaPass(api)).resolves.toBeNull();
    expect(api.paths).toEqual(['/api/isHuman/challenge/']);
  });

  it('solves ALTCHA and trades the solution for a pass', async () => {
    const api = stubApi({
      '/api/isHuman/challenge/': () => ({
        provider: 'altcha',
        challenge: { parameters: {}, signature: 's' },
      }),
      '/api/isHuman/recaptcha_request/': () => ({ success: true, pass: 'pase-1' }),
    });
    await expect(obtainCaptchaPass(api)).resolves.toBe('pase-1');
  });

  it("a rejected solution is 'Error al verificar CAPTCHA.'", async () => {
    const api = stubApi({
      '/api/isHuman/challenge/': () => ({
        provider: 'altcha',
        challenge: { parameters: {}, signature: 's' },
      }),
      '/api/isHuman/recaptcha_request/': () => {
        throw new ApiError(400, 'Error al verificar CAPTCHA.', 'CAPTCHA_FAILED');
      },
    });
    const failure = obtainCaptchaPass(api);
    await expect(failure).rejects.toBeInstanceOf(CaptchaError);
    await expect(failure).rejects.toThrow('Error al verificar CAPTCHA.');
  });

  it("an unreachable challenge is 'reCAPTCHA no está listo.'", async () => {
    const api = stubApi({
      '/api/isHuman/challenge/': () => {
        throw new ApiError(0, 'Ocurrio un error', 'NETWORK_ERROR');
      },
    });
    await expect(obtainCaptchaPass(api)).rejects.toThrow('reCAPTCHA no está listo.');
  });
});
