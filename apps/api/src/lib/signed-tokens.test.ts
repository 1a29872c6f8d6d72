import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from './signed-tokens.js';

const signer = new TokenSigner('s'.repeat(40));

describe('signed tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips claims, subject and id', async () => {
    const signed = await signer.sign('session', { cls: [1, 2] }, 60, '7');
    const verified = await signer.verify('session', signed.token);
    expect(verified?.claims).toMatchObject({ cls: [1, 2], sub: '7', aud: 'session' });
    expect(verified?.id).toBe(signed.id);
  });

  it('never accepts a token of another purpose or another secret', async () => {
    const pass = await signer.sign('captcha', {}, 60);
    expect(await signer.verify('session', pass.token)).toBeNull();
    expect(await signer.verify('reset', pass.token)).toBeNull();
    expect(await new TokenSigner('t'.repeat(40)).verify('captcha', pass.token)).toBeNull();
    const staff = await signer.sign('staff', {}, 60, '7');
    const session = await signer.sign('session', { cls: [1] }, 60, '7');
    expect(await signer.verify('session', staff.token)).toBeNull();
    expect(await signer.verify('staff', session.token)).toBeNull();
    expect(await signer.verify('staff', staff.token)).not.toBeNull();
  });

  it('refuses expired, tampered and unsigned tokens', async () => {
    const signed = await signer.sign('session', { cls: [1] }, 60, '7');
    const [header, , signature] = signed.token.split('.');
    const forged = Buffer.from(JSON.stringify({ cls: [2], sub: '7' })).toString('base64url');
    expect(await signer.verify('session', `${header}.${forged}.${signature}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await signer.verify('session', `${none}.${signed.token.split('.')[1]}.`)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 61_000));
    expect(await signer.verify('session', signed.token)).toBeNull();
  });
});
