import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../../../../scripts/self-signed-certificate.mjs';
import { ConfigError, DEV_PUBLIC_API_KEY, loadConfig } from '../../src/config.js';

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
    ['DEBIT_ENCRYPTION_KEY', 'zz'.repeat(32)],
    ['DEBIT_ENCRYPTION_KEY_PREVIOUS', `${'ab'.repeat(32)},not-a-key`],
    ['DEBIT_UNKNOWN_BIN', 'maybe'],
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
    DEBIT_ENCRYPTION_KEY: 'ab'.repeat(32),
  };

  it.each([
    [{ CAPTCHA_PROVIDER: 'off' }, 'CAPTCHA_PROVIDER'],
    [{ DEV_MAILBOX: 'on' }, 'DEV_MAILBOX'],
    [{ SANDBOX_GATEWAY_PUBLIC: 'true' }, 'SANDBOX_GATEWAY_PUBLIC'],
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

  it('serves the sandbox gateway on a loopback HOST, to everyone only with SANDBOX_GATEWAY_PUBLIC', () => {
    const exposure = (env: Record<string, string>) => loadConfig({ ...base(), ...env }).sandboxGateway;
    expect(exposure({})).toBe('loopback');
    expect(exposure({ HOST: 'localhost' })).toBe('loopback');
    expect(exposure({ HOST: '0.0.0.0' })).toBe('off');
    expect(exposure({ HOST: '192.168.1.5' })).toBe('off');
    expect(exposure({ HOST: '0.0.0.0', SANDBOX_GATEWAY_PUBLIC: 'true' })).toBe('public');
    expect(exposure({ SANDBOX_GATEWAY_PUBLIC: 'false' })).toBe('loopback');
    expect(loadConfig({ ...base(), ...production }).sandboxGateway).toBe('off');
    const mercadoPago = {
      PAYMENT_GATEWAY: 'mercadopago',
      MP_ACCESS_TOKEN: 'APP_USR-6295877106812064-112613-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e-202809963',
      MP_WEBHOOK_SECRET: 'f3d1c0b9a8e7d6c5b4a39281706f5e4d',
    };
    expect(exposure(mercadoPago)).toBe('off');
    expect(errorOf({ ...base(), ...mercadoPago, SANDBOX_GATEWAY_PUBLIC: 'true' }).message).toBe(
      'Invalid SANDBOX_GATEWAY_PUBLIC: expected one of true, false, 1, 0, on, off, yes, no (true serves the sandbox gateway to every client: a public demo); it needs PAYMENT_GATEWAY=sandbox.',
    );
  });

  it('requires the Mercado Pago token and webhook secret only when PAYMENT_GATEWAY=mercadopago', () => {
    expect(loadConfig(base()).mercadoPago).toBeUndefined();
    const mp = { PAYMENT_GATEWAY: 'mercadopago' };
    const token = 'APP_USR-6295877106812064-112613-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e-202809963';
    const secret = 'f3d1c0b9a8e7d6c5b4a39281706f5e4d';
    expect(errorOf({ ...base(), ...mp }).message).toBe(
      "Invalid MP_ACCESS_TOKEN: expected Mercado Pago's access token, APP_USR-... or TEST-... (required when " +
        'PAYMENT_GATEWAY=mercadopago); it is required with PAYMENT_GATEWAY=mercadopago.',
    );
    expect(errorOf({ ...base(), ...mp, MP_ACCESS_TOKEN: token }).message).toMatch(
      /^Invalid MP_WEBHOOK_SECRET: .*required with PAYMENT_GATEWAY=mercadopago\.$/,
    );
    const badToken = errorOf({
      ...base(),
      ...mp,
      MP_ACCESS_TOKEN: 'sk_live_hunter2',
      MP_WEBHOOK_SECRET: secret,
    });
    expect(badToken.message).toMatch(/^Invalid MP_ACCESS_TOKEN: .*the value given is not valid\.$/);
    expect(badToken.message).not.toContain('hunter2');
    const config = loadConfig({ ...base(), ...mp, MP_ACCESS_TOKEN: token, MP_WEBHOOK_SECRET: secret });
    expect(config.mercadoPago).toEqual({ accessToken: token, webhookSecret: secret });
    // A sandbox setup may keep the variables around; they are not used then.
    expect(
      loadConfig({ ...base(), MP_ACCESS_TOKEN: token, MP_WEBHOOK_SECRET: secret }).mercadoPago,
    ).toBeUndefined();
  });

  it('takes an optional BILLING_API_KEY that is long and not the public key', () => {
    expect(loadConfig(base()).billingApiKey).toBeUndefined();
    const key = 'billing-key-0123456789abcdefghij';
    expect(loadConfig({ ...base(), BILLING_API_KEY: key }).billingApiKey).toBe(key);
    const short = errorOf({ ...base(), BILLING_API_KEY: 'short-secret' });
    expect(short.message).toMatch(/^Invalid BILLING_API_KEY: .*not valid\.$/);
    expect(short.message).not.toContain('short-secret');
    const same = 'public-and-billing-0123456789';
    expect(errorOf({ ...base(), PUBLIC_API_KEY: same, BILLING_API_KEY: same }).message).toContain(
      'it must differ from PUBLIC_API_KEY',
    );
  });

  it('never echoes secret values', () => {
    const error = errorOf({ ...base(), DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(error.message).not.toContain('hunter2');
  });

  it('requires PUBLIC_API_KEY, SESSION_SECRET and DEBIT_ENCRYPTION_KEY in production', () => {
    expect(errorOf({ ...base(), NODE_ENV: 'production' }).message).toContain('PUBLIC_API_KEY');
    expect(
      errorOf({ ...base(), NODE_ENV: 'production', PUBLIC_API_KEY: 'prod-key-0123456789abcdef' }).message,
    ).toContain('SESSION_SECRET');
    expect(
      errorOf({ ...base(), NODE_ENV: 'production', PUBLIC_API_KEY: DEV_PUBLIC_API_KEY }).message,
    ).toContain('PUBLIC_API_KEY');
    expect(loadConfig({ ...base(), ...production })).toMatchObject({ seedDemo: false, isProduction: true });
    const env = { ...base(), ...production, DEBIT_ENCRYPTION_KEY: '' };
    expect(errorOf(env).message).toBe(
      'Invalid DEBIT_ENCRYPTION_KEY: expected a 32-byte key as 64 hex digits or base64 (openssl rand -base64 ' +
        '32); it is required in production.',
    );
    expect(() => readFileSync(path.join(env.DATA_DIR, 'debit-encryption-key'))).toThrow();
  });

  it('reads DEBIT_ENCRYPTION_KEY as hex or base64 and never echoes a bad one', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(loadConfig({ ...base(), DEBIT_ENCRYPTION_KEY: text }).debit.encryptionKey).toEqual(key);
    }
    const bad = errorOf({ ...base(), DEBIT_ENCRYPTION_KEY: 'secret-but-31-bytes-long-0123456' });
    expect(bad.message).toMatch(/^Invalid DEBIT_ENCRYPTION_KEY: .*the value given is not valid\.$/);
    expect(bad.message).not.toContain('secret-but');
  });

  it('generates the development debit key once into DATA_DIR and reuses it', () => {
    const env = base();
    const first = loadConfig(env).debit.encryptionKey;
    expect(first).toHaveLength(32);
    const file = path.join(env.DATA_DIR, 'debit-encryption-key');
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).debit.encryptionKey).toEqual(first);
  });

  it('parses the previous debit keys and the unknown-BIN setting', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const config = loadConfig({
      ...base(),
      DEBIT_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DEBIT_ENCRYPTION_KEY_PREVIOUS: ` ${a.toString('hex')} , ${b.toString('base64')},`,
      DEBIT_UNKNOWN_BIN: 'refuse',
    });
    expect(config.debit.previousKeys).toEqual([a, b]);
    expect(config.debit.unknownBin).toBe('refuse');
    expect(loadConfig(base()).debit).toMatchObject({ previousKeys: [], unknownBin: 'accept' });
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
  it('keeps uploads on disk by default and sweeps orphans every 6 hours', () => {
    const config = loadConfig(base());
    expect(config.s3).toBeUndefined();
    expect(config.storageSweepIntervalMs).toBe(360 * 60_000);
    expect(loadConfig({ ...base(), STORAGE_SWEEP_INTERVAL_MINUTES: '0' }).storageSweepIntervalMs).toBe(0);
    expect(errorOf({ ...base(), STORAGE_SWEEP_INTERVAL_MINUTES: '-1' }).message).toMatch(
      /^Invalid STORAGE_SWEEP_INTERVAL_MINUTES: /,
    );
  });

  it('reads the S3 settings: AWS by default, path style for a server of its own, a normalised prefix', () => {
    expect(loadConfig({ ...base(), STORAGE: 's3', S3_BUCKET: 'portal-uploads' }).s3).toEqual({
      bucket: 'portal-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    const own = loadConfig({
      ...base(),
      STORAGE: 's3',
      S3_BUCKET: 'portal-uploads',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'sa-east-1',
      S3_PREFIX: '/portal/adjuntos',
    });
    expect(own.s3).toEqual({
      bucket: 'portal-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      prefix: 'portal/adjuntos/',
    });
    const virtualHosts = loadConfig({
      ...base(),
      STORAGE: 's3',
      S3_BUCKET: 'portal-uploads',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosts.s3?.forcePathStyle).toBe(false);
    // Bucket settings without STORAGE=s3 change nothing.
    expect(loadConfig({ ...base(), S3_BUCKET: 'portal-uploads' }).s3).toBeUndefined();
  });

  it('stops the boot when STORAGE=s3 lacks its bucket or an S3 setting is malformed, in one line', () => {
    expect(errorOf({ ...base(), STORAGE: 's3' }).message).toBe(
      'Invalid S3_BUCKET: expected an S3 bucket name, 3 to 63 lowercase letters, digits, dots and hyphens ' +
        '(required when STORAGE=s3); it is required with STORAGE=s3.',
    );
    for (const [name, value] of [
      ['S3_BUCKET', 'Portal_Uploads'],
      ['S3_ENDPOINT', 'minio:9000'],
      ['S3_REGION', 'US East'],
      ['S3_FORCE_PATH_STYLE', 'maybe'],
      ['S3_PREFIX', 'a prefix with spaces'],
    ]) {
      const message = errorOf({
        ...base(),
        STORAGE: 's3',
        S3_BUCKET: 'portal-uploads',
        [name!]: value!,
      }).message;
      expect(message).toMatch(new RegExp(`^Invalid ${name}: `));
      expect(message).not.toContain('\n');
    }
  });

  it('never takes credentials in the S3 endpoint, and never echoes the AWS secret', () => {
    const withCredentials = errorOf({
      ...base(),
      STORAGE: 's3',
      S3_BUCKET: 'portal-uploads',
      S3_ENDPOINT: 'http://admin:hunter2hunter2@minio:9000',
    });
    expect(withCredentials.message).toMatch(/^Invalid S3_ENDPOINT: .*no credentials in it/);
    expect(withCredentials.message).not.toContain('hunter2');
    const config = loadConfig({
      ...base(),
      STORAGE: 's3',
      S3_BUCKET: 'portal-uploads',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY000000',
      AWS_SECRET_ACCESS_KEY: 'very-secret-aws-key-0123456789',
    });
    expect(JSON.stringify(config)).not.toContain('very-secret-aws-key');
    expect(JSON.stringify(config)).not.toContain('AKIAEXAMPLEKEY');
  });
});
