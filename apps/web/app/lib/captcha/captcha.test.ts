import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../api/api-client';
import { CaptchaError, obtainCaptchaPass } from './captcha';

vi.mock('./altcha-solver', () => ({ solveAltcha: vi.fn(async () => 'dG9rZW4=') }));

function stubApi(answers: Record<string, () => unknown>): ApiClient & { paths: string[]; bodies: unknown[] } {
  const paths: string[] = [];
  const bodies: unknown[] = [];
  return {
    paths,
    bodies,
    async call(contract, options) {
      paths.push(contract.path);
      if (options?.body) bodies.push(options.body);
      return answers[contract.path]!() as never;
    },
    async download() {
      throw new Error('the captcha downloads no file');
    },
  };
}

describe('obtainCaptchaPass', () => {
  it('needs no pass when the provider is off', async () => {
    const api = stubApi({ '/api/isHuman/challenge/': () => ({ provider: 'off' }) });
    await expect(obtainCaptchaPass(api, 'recover-user')).resolves.toBeNull();
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
    await expect(obtainCaptchaPass(api, 'recover-user')).resolves.toBe('pase-1');
    // The pass is for one call of that action only.
    expect(api.bodies).toEqual([{ token: 'dG9rZW4=', company: '2', action: 'recover-user' }]);
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
    const failure = obtainCaptchaPass(api, 'recover-user');
    await expect(failure).rejects.toBeInstanceOf(CaptchaError);
    await expect(failure).rejects.toThrow('Error al verificar CAPTCHA.');
  });

  it("an unreachable challenge is 'reCAPTCHA no está listo.'", async () => {
    const api = stubApi({
      '/api/isHuman/challenge/': () => {
        throw new ApiError(0, 'Ocurrió un error', 'NETWORK_ERROR');
      },
    });
    await expect(obtainCaptchaPass(api, 'recover-user')).rejects.toThrow('reCAPTCHA no está listo.');
  });
});
