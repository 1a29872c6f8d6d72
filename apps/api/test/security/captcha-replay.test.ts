// One solved captcha proves one human action: against the built server, one pass fired at many
// existence checks and reset mails (in parallel) gets exactly one call through, and a pass earned for one
// action opens no other. Per-route rate limits are scaled up so they cannot hide what the pass allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/test-app.js';
import { captchaPass, mailbox } from './support/captcha.js';
import { byLoad, errorLogLines, postJson, startRealServer, type RealServer } from './support/real-server.js';

const CALLS = byLoad(20, 200);
const RESET_REQUEST = '/api/customer/recuperar/password/';
const isCaptchaFailure = async (res: Response) =>
  res.status === 400 && ((await res.json()) as { code?: string }).code === 'CAPTCHA_FAILED';

describe.each(dialects)('captcha replay (%s)', (dialect) => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer({ dialect, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(() => server?.stop());

  it(`lets one pass check one email, not ${CALLS}`, async () => {
    const pass = await captchaPass(server, 'password-reset');
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        postJson(
          server,
          RESET_REQUEST,
          { company: 'uv', email: i === 0 ? 'cliente@example.com' : `probe${i}@example.com` },
          { 'x-captcha-pass': pass },
        ),
      ),
    );
    const refused = await Promise.all(answers.map(isCaptchaFailure));
    const through = refused.filter((r) => !r).length;
    console.info(`[captcha-replay] ${dialect}: existence checks through with one pass: ${through}/${CALLS}`);
    expect(through).toBe(1);
  });

  it(`lets one pass send one reset mail, not ${CALLS}`, async () => {
    const before = (await mailbox(server)).filter((m) => m.to === 'nuevo@example.com').length;
    const pass = await captchaPass(server, 'password-reset');
    await Promise.all(
      Array.from({ length: CALLS }, () =>
        postJson(
          server,
          RESET_REQUEST,
          { company: 'uv', email: 'nuevo@example.com' },
          { 'x-captcha-pass': pass },
        ),
      ),
    );
    const mails = (await mailbox(server)).filter((m) => m.to === 'nuevo@example.com').length - before;
    console.info(`[captcha-replay] ${dialect}: reset mails to one person with one pass: ${mails}/${CALLS}`);
    expect(mails).toBe(1);
  });

  it('refuses a pass earned for another action', async () => {
    const pass = await captchaPass(server, 'registration');
    const res = await postJson(
      server,
      RESET_REQUEST,
      { company: 'uv', email: 'cliente@example.com' },
      { 'x-captcha-pass': pass },
    );
    expect(await isCaptchaFailure(res)).toBe(true);
    expect(errorLogLines(server)).toEqual([]);
  });
});
