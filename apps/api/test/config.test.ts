import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../../../scripts/self-signed-certificate.mjs';
import { ConfigError, DEV_PUBLIC_API_KEY, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));
const base = () => ({ DATA_DIR: dataDir() });

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults outside production', () => {
    const env = base();
    const config = loadConfig(env);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      companyCode: 2,
      companyName: 'Portal',
      publicApiKey: DEV_PUBLIC_API_KEY,
      captchaProvider: 'altcha',
      paymentGateway: 'sandbox',
      storage: 'disk',
      seedDemo: true,
      nodeEnv: 'development',
      database: { kind: 'sqlite', file: path.join(env.DATA_DIR, 'portal.sqlite') },
      rateLimitScale: 1,
    });
  });

  it('reads the online payment settings, deriving the sandbox secret from the session secret', () => {
    const session = { ...base(), SESSION_SECRET: 's'.repeat(40) };
    const derived = loadConfig(session);
    expect(derived).toMatchObject({
      publicUrl: undefined,
      paymentReconcileIntervalMs: 5 * 60_000,
      paymentReconcileAfterMs: 10 * 60_000,
    });
    expect(derived.sandboxWebhookSecret).not.toBe(session.SESSION_SECRET);
    expect(loadConfig(session).sandboxWebhookSecret).toBe(derived.sandboxWebhookSecret);
    const set = loadConfig({
      ...session,
      PUBLIC_URL: 'https://portal.example.com',
      SANDBOX_WEBHOOK_SECRET: 'sandbox-secret-0123',
      PAYMENT_RECONCILE_INTERVAL_MINUTES: '1',
      PAYMENT_RECONCILE_AFTER_MINUTES: '30',
    });
    expect(set).toMatchObject({
      publicUrl: 'https://portal.example.com',
      sandboxWebhookSecret: 'sandbox-secret-0123',
      paymentReconcileIntervalMs: 60_000,
      paymentReconcileAfterMs: 30 * 60_000,
    });
    expect(errorOf({ ...base(), PUBLIC_URL: 'https://portal.example.com/mi-cuenta' }).message).toMatch(
      /^Invalid PUBLIC_URL: .*scheme and host only/,
    );
    expect(errorOf({ ...base(), SANDBOX_WEBHOOK_SECRET: 'short' }).message).toBe(
      'Invalid SANDBOX_WEBHOOK_SECRET: expected a secret of at least 16 characters that signs the sandbox ' +
        'gateway notifications; the value given is not valid.',
    );
    expect(errorOf({ ...base(), PAYMENT_RECONCILE_AFTER_MINUTES: '0' }).message).toContain(
      'PAYMENT_RECONCILE_AFTER_MINUTES',
    );
  });

  it('generates SESSION_SECRET once into DATA_DIR and reuses it', () => {
    const env = base();
    const first = loadConfig(env).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(env.DATA_DIR, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig(env).sessionSecret).toBe(first);
  });

  it('reads PostgreSQL URLs, company code 20 and boolean flags', () => {
    const config = loadConfig({
      ...base(),
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/portal',
      COMPANY_CODE: '20',
      COMPANY_NAME: '  Fibra Austral ',
      SEED_DEMO: 'off',
      PORT: '8080',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://postgres@127.0.0.1:5432/portal' });
    expect(config.companyCode).toBe(20);
    expect(config.companyName).toBe('Fibra Austral');
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['COMPANY_CODE', '3'],
    ['COMPANY_NAME', 'x'.repeat(41)],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['CAPTCHA_PROVIDER', 'hcaptcha'],
    ['SMTP_URL', 'mail.example.com'],
    ['PAYMENT_GATEWAY', 'stripe'],
    ['STORAGE', 'ftp'],
    ['SEED_DEMO', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_API_KEY', 'short'],
    ['SESSION_SECRET', 'too-short'],
    ['RATE_LIMIT_SCALE', '0'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example'],
    ['DEV_MAILBOX', 'sometimes'],
  ])('a bad %s (%s) names the variable in one line', (name, value) => {
    const error = errorOf({ ...base(), [name]: value });
    expect(error.message).toContain(name);
    expect(error.message).toMatch(/expected/);
    expect(error.message).not.toContain('\n');
  });

  const production = {
    NODE_ENV: 'production',
    PUBLIC_API_KEY: 'prod-key-0123456789abcdef',
    SESSION_SECRET: 'x'.repeat(40),
  };

  it.each([
    [{ CAPTCHA_PROVIDER: 'off' }, 'CAPTCHA_PROVIDER'],
    [{ DEV_MAILBOX: 'on' }, 'DEV_MAILBOX'],
  ])('refuses development conveniences in production (%o) in one line', (extra, name) => {
    const error = errorOf({ ...base(), ...production, ...extra });
    expect(error.message).toMatch(new RegExp(`^Invalid ${name}: .*production`));
    expect(error.message).not.toContain('\n');
  });

  it('serves the dev mailbox only on a loopback HOST, with the outbox, unless DEV_MAILBOX says otherwise', () => {
    const devMailbox = (env: Record<string, string>) => loadConfig({ ...base(), ...env }).devMailbox;
    expect(devMailbox({})).toBe(true);
    expect(devMailbox({ HOST: 'localhost' })).toBe(true);
    expect(devMailbox({ HOST: '::1' })).toBe(true);
    expect(devMailbox({ HOST: '0.0.0.0' })).toBe(false);
    expect(devMailbox({ HOST: '192.168.1.5' })).toBe(false);
    expect(devMailbox({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' })).toBe(true);
    expect(devMailbox({ DEV_MAILBOX: 'off' })).toBe(false);
    expect(devMailbox({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(false);
    expect(loadConfig({ ...base(), ...production }).devMailbox).toBe(false);
    expect(errorOf({ ...base(), DEV_MAILBOX: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' }).message).toContain(
      'DEV_MAILBOX',
    );
  });

  it('never echoes secret values', () => {
    const error = errorOf({ ...base(), DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(error.message).not.toContain('hunter2');
  });

  it('requires PUBLIC_API_KEY and SESSION_SECRET in production', () => {
    expect(errorOf({ ...base(), NODE_ENV: 'production' }).message).toContain('PUBLIC_API_KEY');
    expect(
      errorOf({ ...base(), NODE_ENV: 'production', PUBLIC_API_KEY: 'prod-key-0123456789abcdef' }).message,
    ).toContain('SESSION_SECRET');
    expect(
      errorOf({ ...base(), NODE_ENV: 'production', PUBLIC_API_KEY: DEV_PUBLIC_API_KEY }).message,
    ).toContain('PUBLIC_API_KEY');
    const config = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'prod-key-0123456789abcdef',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(config.seedDemo).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('serves plain HTTP unless both TLS files are given, and reads them when they are', () => {
    expect(loadConfig(base()).tls).toBeUndefined();
    const { certFile, keyFile } = createSelfSignedCertificate(dataDir());
    const config = loadConfig({ ...base(), TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(config.tls?.cert).toContain('-----BEGIN CERTIFICATE-----');
    expect(config.tls?.key).toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
  });

  it('names the TLS variable that is missing, unreadable or not PEM, in one line', () => {
    const { certFile, keyFile } = createSelfSignedCertificate(dataDir());
    expect(errorOf({ ...base(), TLS_CERT_FILE: certFile }).message).toMatch(
      /^Invalid TLS_KEY_FILE: .*required when TLS_CERT_FILE is set/,
    );
    expect(errorOf({ ...base(), TLS_KEY_FILE: keyFile }).message).toMatch(/^Invalid TLS_CERT_FILE: /);
    const missing = errorOf({ ...base(), TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: keyFile });
    expect(missing.message).toMatch(
      /^Invalid TLS_CERT_FILE: .*cannot read "\/nonexistent\/cert.pem" \(ENOENT\)\.$/,
    );
    const notPem = path.join(dataDir(), 'key.txt');
    writeFileSync(notPem, 'not a key');
    const wrong = errorOf({ ...base(), TLS_CERT_FILE: certFile, TLS_KEY_FILE: notPem });
    expect(wrong.message).toContain('TLS_KEY_FILE');
    expect(wrong.message).not.toContain('\n');
    // The key where the certificate belongs is refused too (no certificate block in it).
    expect(errorOf({ ...base(), TLS_CERT_FILE: keyFile, TLS_KEY_FILE: keyFile }).message).toContain(
      'TLS_CERT_FILE',
    );
  });

  it('trusts no proxy by default, or a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig(base()).trustProxy).toBe(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...base(), TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
  });
});
