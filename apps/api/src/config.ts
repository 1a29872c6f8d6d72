// One zod schema over process.env, parsed once at boot. Operators read these messages in a terminal, so a bad
// value yields ONE line naming the variable and what it expects; secrets are never echoed back.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback.js';

/** Documented development key; production must set its own (see docs/decisions/0012-api-platform.md). */
export const DEV_PUBLIC_API_KEY = 'dev-public-api-key';
const SESSION_SECRET_FILE = 'session-secret';
const DEBIT_KEY_FILE = 'debit-encryption-key';
/** 32 bytes as 64 hex digits or 43/44 base64 characters. */
const DEBIT_KEY_PATTERN = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number within [min, max], `fallback` when unset or blank. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v))
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: wholeNumber(1, 65535, 3000),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/)
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/.+/)
      .optional(),
  ),
  COMPANY_CODE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['2', '20'])
      .default('2')
      .transform((v) => Number(v) as 2 | 20),
  ),
  COMPANY_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(40).default('Portal')),
  PUBLIC_API_KEY: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  CAPTCHA_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['altcha', 'recaptcha', 'off']).default('altcha')),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/.+/)
      .optional(),
  ),
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'mercadopago']).default('sandbox')),
  MP_ACCESS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(APP_USR|TEST)-[\w-]{16,}$/)
      .optional(),
  ),
  MP_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  BILLING_API_KEY: z.preprocess(emptyToUndefined, z.string().min(24).optional()),
  DEBIT_ENCRYPTION_KEY: z.preprocess(emptyToUndefined, z.string().trim().regex(DEBIT_KEY_PATTERN).optional()),
  DEBIT_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(DEBIT_KEY_PATTERN)))
      .optional(),
  ),
  DEBIT_UNKNOWN_BIN: z.preprocess(emptyToUndefined, z.enum(['accept', 'refuse']).default('accept')),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+$/)
      .optional(),
  ),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  PAYMENT_RECONCILE_INTERVAL_MINUTES: wholeNumber(1, 1440, 5),
  PAYMENT_RECONCILE_AFTER_MINUTES: wholeNumber(1, 1440, 10),
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['disk', 's3']).default('disk')),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional(),
  ),
  // No user:password@ in the address: credentials come from the AWS variables, never from a logged URL.
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s/@]+(\/[^\s@]*)?$/)
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .default('us-east-1'),
  ),
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]{1,200}$/)
      .optional(),
  ),
  STORAGE_SWEEP_INTERVAL_MINUTES: wholeNumber(0, 10080, 360),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  SESSION_TTL_MINUTES: wholeNumber(5, 1440, 60),
  RECAPTCHA_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  STAFF_EMAIL: z.preprocess(emptyToUndefined, z.email().default('gestiones@example.com')),
  RATE_LIMIT_SCALE: wholeNumber(1, 1_000_000, 1),
  // At most 2000 MB: the day's usage row is a 32-bit integer of bytes on PostgreSQL (migration 0009).
  UPLOAD_DAILY_LIMIT_MB: wholeNumber(1, 2000, 100),
  UPLOAD_IDLE_TIMEOUT_SECONDS: wholeNumber(1, 600, 60),
  TLS_CERT_FILE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  TLS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  DEV_MAILBOX: booleanFlag,
  SANDBOX_GATEWAY_PUBLIC: booleanFlag,
});

/** What each variable expects, in the words of the one-line error. */
const expectations: Record<keyof z.input<typeof envSchema>, string> = {
  NODE_ENV: 'one of development, production, test',
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or IP address to listen on',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a PostgreSQL URL (postgres://user@host:5432/db) or unset for SQLite in DATA_DIR',
  REDIS_URL: 'a Redis URL (redis://host:6379 or rediss://...)',
  COMPANY_CODE: '2 or 20 (20 is the variant without telephony)',
  COMPANY_NAME: 'the brand name shown beside the logo, 1 to 40 characters',
  PUBLIC_API_KEY: 'a key of at least 16 characters',
  SESSION_SECRET: 'a random secret of at least 32 characters',
  CAPTCHA_PROVIDER: 'one of altcha, recaptcha, off',
  SMTP_URL: 'an SMTP URL (smtp://user:pass@host:587 or smtps://...) or unset for the outbox',
  PAYMENT_GATEWAY: 'one of sandbox, mercadopago',
  MP_ACCESS_TOKEN:
    "Mercado Pago's access token, APP_USR-... or TEST-... (required when PAYMENT_GATEWAY=mercadopago)",
  MP_WEBHOOK_SECRET:
    'the secret signature of the Mercado Pago Webhooks settings, at least 16 characters (required when PAYMENT_GATEWAY=mercadopago)',
  BILLING_API_KEY:
    'a key of at least 24 characters for the billing system (unset: the /api/billing endpoints answer 503)',
  DEBIT_ENCRYPTION_KEY: 'a 32-byte key as 64 hex digits or base64 (openssl rand -base64 32)',
  DEBIT_ENCRYPTION_KEY_PREVIOUS:
    'the keys DEBIT_ENCRYPTION_KEY replaced, comma-separated, kept until npm run debit:reencrypt has run',
  DEBIT_UNKNOWN_BIN: 'accept or refuse: what the BIN check does with a card whose BIN is not in the table',
  PUBLIC_URL:
    'the address customers reach the portal at, scheme and host only (https://portal.example.com), or unset',
  SANDBOX_WEBHOOK_SECRET: 'a secret of at least 16 characters that signs the sandbox gateway notifications',
  PAYMENT_RECONCILE_INTERVAL_MINUTES: 'whole minutes from 1 to 1440 between reconciliation runs',
  PAYMENT_RECONCILE_AFTER_MINUTES:
    'whole minutes from 1 to 1440 a payment link stays unconfirmed before the gateway is asked about it',
  STORAGE: 'one of disk, s3',
  S3_BUCKET:
    'an S3 bucket name, 3 to 63 lowercase letters, digits, dots and hyphens (required when STORAGE=s3)',
  S3_ENDPOINT:
    'the URL of an S3-compatible server (https://host:port, no credentials in it), or unset for AWS itself',
  S3_REGION: 'an AWS region such as us-east-1',
  S3_FORCE_PATH_STYLE:
    'one of true, false, 1, 0, on, off, yes, no (unset: true when S3_ENDPOINT is set, false for AWS)',
  S3_PREFIX: "a key prefix of letters, digits and !_.*'()/- (e.g. portal/uploads/), or unset",
  STORAGE_SWEEP_INTERVAL_MINUTES: 'whole minutes from 0 (off) to 10080 between orphan file sweeps',
  SEED_DEMO: 'one of true, false, 1, 0, on, off, yes, no',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  SESSION_TTL_MINUTES: 'whole minutes from 5 to 1440',
  RECAPTCHA_SECRET: 'the reCAPTCHA secret key (required when CAPTCHA_PROVIDER=recaptcha)',
  RECAPTCHA_SITE_KEY: 'the reCAPTCHA site key (required when CAPTCHA_PROVIDER=recaptcha)',
  STAFF_EMAIL: 'an email address for the staff mailbox',
  RATE_LIMIT_SCALE: 'a whole factor from 1 to 1000000 applied to every per-route rate limit',
  UPLOAD_DAILY_LIMIT_MB: 'whole megabytes from 1 to 2000 of attachments one login may send per day',
  UPLOAD_IDLE_TIMEOUT_SECONDS: 'whole seconds from 1 to 600 an upload may send nothing before it is cut',
  TLS_CERT_FILE: 'a readable PEM certificate (chain) file, set together with TLS_KEY_FILE',
  TLS_KEY_FILE: 'a readable PEM private key file, set together with TLS_CERT_FILE',
  TRUST_PROXY:
    'the number of proxies in front (1 to 10) or a comma-separated list of their addresses or CIDR ranges',
  DEV_MAILBOX:
    'on or off (unset: on when HOST is a loopback address, mail stays in the outbox and not in production)',
  SANDBOX_GATEWAY_PUBLIC:
    'one of true, false, 1, 0, on, off, yes, no (true serves the sandbox gateway to every client: a public demo)',
};
const SECRET_VARIABLES = new Set([
  'PUBLIC_API_KEY',
  'SESSION_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'RECAPTCHA_SECRET',
  'MP_ACCESS_TOKEN',
  'MP_WEBHOOK_SECRET',
  'BILLING_API_KEY',
  'SANDBOX_WEBHOOK_SECRET',
  'DEBIT_ENCRYPTION_KEY',
  'DEBIT_ENCRYPTION_KEY_PREVIOUS',
  // Not a secret, but a refused one may be a URL with user:password@ in it.
  'S3_ENDPOINT',
]);

/** PEM certificate chain and private key: the process serves HTTPS with HTTP/2 (ADR 0006). */
export interface TlsConfig {
  cert: string;
  key: string;
}

export interface DebitConfig {
  /** 32 bytes: seals card numbers and CBUs (AES-256-GCM). */
  encryptionKey: Buffer;
  /** Keys rotated out, still able to open what they sealed until `npm run debit:reencrypt` has run. */
  previousKeys: Buffer[];
  unknownBin: 'accept' | 'refuse';
}

/** The bucket of STORAGE=s3 (ADR 0072); credentials are the AWS SDK's own chain, never part of the config. */
export interface S3Config {
  bucket: string;
  /** An S3-compatible server's URL; undefined: AWS. */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (http://host/bucket/key), as most non-AWS servers need. */
  forcePathStyle: boolean;
  /** '' or a prefix ending in '/', put before every key. */
  prefix: string;
}

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  companyCode: 2 | 20;
  /** The brand name in the header's wordmark and the web app manifest. */
  companyName: string;
  publicApiKey: string;
  sessionSecret: string;
  captchaProvider: 'altcha' | 'recaptcha' | 'off';
  smtpUrl: string | undefined;
  paymentGateway: 'sandbox' | 'mercadopago';
  /** Set exactly when paymentGateway is mercadopago (checked at boot). */
  mercadoPago: { accessToken: string; webhookSecret: string } | undefined;
  /** The billing system's key for /api/billing (x-billing-key); unset: those endpoints answer 503. */
  billingApiKey: string | undefined;
  /** Automatic debit (issue #14): the sealing key, the keys it replaced and what an unknown BIN gets. */
  debit: DebitConfig;
  /**
   * Where customers reach the portal (gateway back_urls and notification_url are built on it); undefined: the
   * address the server listens on, which is right for development and tests.
   */
  publicUrl: string | undefined;
  /** Signs the sandbox gateway's notifications (and its API token) like MP_WEBHOOK_SECRET does Mercado Pago's. */
  sandboxWebhookSecret: string;
  /** How often the reconciliation job runs, and how old an unconfirmed payment link must be to be checked. */
  paymentReconcileIntervalMs: number;
  paymentReconcileAfterMs: number;
  storage: 'disk' | 's3';
  /** Set exactly when storage is s3 (checked at boot). */
  s3: S3Config | undefined;
  /** How often the orphan file sweep runs; 0: never in the server (npm run storage:sweep still works). */
  storageSweepIntervalMs: number;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Lifetime of a customer session token. */
  sessionTtlMinutes: number;
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** Where assistance requests and registration copies are mailed. */
  staffEmail: string;
  /** Multiplies every per-route rate limit; 1 in production, large for load tests (npm run bench). */
  rateLimitScale: number;
  /** Attachment bytes one login may store per day in Ushuaia (ADR 0054). */
  uploadDailyLimitBytes: number;
  /** An upload whose body sends nothing for this long is cut and nothing of it is kept (issue #28 §2.4). */
  uploadIdleTimeoutMs: number;
  /** Set: HTTPS with HTTP/2 (and HTTP/1.1 for older clients) on PORT; unset: plain HTTP/1.1. */
  tls: TlsConfig | undefined;
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and protocol: false (none, the default), how
   * many proxy hops to trust, or their addresses / CIDR ranges. Per-IP rate limits count the client then.
   */
  trustProxy: false | number | string[];
  /** Serve /dev/mailbox (the outbox with every emailed code) to loopback clients; never in production. */
  devMailbox: boolean;
  /**
   * Who gets the sandbox gateway's pages and API (anyone there can pay, refund or charge back any payment):
   * loopback clients when HOST is a loopback address, everyone for a public demo (SANDBOX_GATEWAY_PUBLIC),
   * no one otherwise, with Mercado Pago, and always in production.
   */
  sandboxGateway: 'off' | 'loopback' | 'public';
}

type Env = Record<string, string | undefined>;

function describeValue(name: string, env: Env): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return 'it is unset';
  if (SECRET_VARIABLES.has(name)) return 'the value given is not valid';
  return `got "${raw.length > 60 ? `${raw.slice(0, 60)}...` : raw}"`;
}

function fail(name: string, env: Env, detail?: string): never {
  const expected = expectations[name as keyof typeof expectations] ?? 'a valid value';
  throw new ConfigError(`Invalid ${name}: expected ${expected}; ${detail ?? describeValue(name, env)}.`);
}

/** A secret of its own for one purpose, derived from the session secret (one secret to keep, none shared). */
function derivedSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(purpose).digest('base64url');
}

/** Reads the secret generated on a previous start, or creates one, so sessions survive restarts in dev. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Reads the debit key generated on a previous start, or creates one: sealed card numbers survive restarts. */
function developmentDebitKey(dataDir: string): string {
  const file = path.join(dataDir, DEBIT_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (DEBIT_KEY_PATTERN.test(stored)) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

function debitKeyBytes(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

function readPem(name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', file: string, env: Env, marker: RegExp): string {
  let text: string;
  try {
    text = readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    fail(name, env, `cannot read "${file}" (${reason})`);
  }
  if (!marker.test(text)) fail(name, env, `"${file}" holds no PEM block of that kind`);
  return text;
}

/** An IPv4/IPv6 address, or one with a /prefix of a valid length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

// "true" (trust any peer) is refused: then any client could pick the address the rate limits count.
function trustProxyConfig(value: string | undefined, env: Env): AppConfig['trustProxy'] {
  if (value === undefined) return false;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops >= 1 && hops <= 10) return hops;
    fail('TRUST_PROXY', env);
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isAddressOrRange)) fail('TRUST_PROXY', env);
  return entries;
}

function tlsConfig(
  certFile: string | undefined,
  keyFile: string | undefined,
  env: Env,
): TlsConfig | undefined {
  if (!certFile && !keyFile) return undefined;
  if (!certFile) fail('TLS_CERT_FILE', env, 'it is required when TLS_KEY_FILE is set');
  if (!keyFile) fail('TLS_KEY_FILE', env, 'it is required when TLS_CERT_FILE is set');
  return {
    cert: readPem('TLS_CERT_FILE', certFile, env, /-----BEGIN CERTIFICATE-----/),
    key: readPem('TLS_KEY_FILE', keyFile, env, /-----BEGIN [A-Z ]*PRIVATE KEY-----/),
  };
}

/** 'uploads' and '/uploads/' both mean the folder uploads/: keys are appended to the prefix as they are. */
function s3Prefix(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

// The dev mailbox's rule (issue #28 §2.2): NODE_ENV unset in a container must not open it to the network.
function sandboxGatewayExposure(
  gateway: 'sandbox' | 'mercadopago',
  isProduction: boolean,
  host: string,
  explicitlyPublic: boolean | undefined,
): AppConfig['sandboxGateway'] {
  if (gateway !== 'sandbox' || isProduction) return 'off';
  if (explicitlyPublic) return 'public';
  return isLoopbackHost(host) ? 'loopback' : 'off';
}

/**
 * Parses the environment into the app's configuration. Throws ConfigError (one line, names the variable) on
 * a bad value. Outside production it may create DATA_DIR and a generated SESSION_SECRET file inside it.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(String(issue?.path[0] ?? 'environment'), env);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.PUBLIC_API_KEY) fail('PUBLIC_API_KEY', env, 'it is required in production');
  if (isProduction && e.PUBLIC_API_KEY === DEV_PUBLIC_API_KEY) {
    fail('PUBLIC_API_KEY', env, 'the development default cannot be used in production');
  }
  if (isProduction && !e.SESSION_SECRET) fail('SESSION_SECRET', env, 'it is required in production');
  if (isProduction && !e.DEBIT_ENCRYPTION_KEY) {
    fail('DEBIT_ENCRYPTION_KEY', env, 'it is required in production');
  }
  if (isProduction && e.CAPTCHA_PROVIDER === 'off') {
    fail('CAPTCHA_PROVIDER', env, 'off cannot be used in production');
  }
  if (isProduction && e.DEV_MAILBOX) fail('DEV_MAILBOX', env, 'the dev mailbox cannot be on in production');
  if (e.DEV_MAILBOX && e.SMTP_URL) fail('DEV_MAILBOX', env, 'it shows the outbox, so SMTP_URL must be unset');
  if (isProduction && e.SANDBOX_GATEWAY_PUBLIC) {
    fail('SANDBOX_GATEWAY_PUBLIC', env, 'the sandbox gateway cannot be served in production');
  }
  if (e.SANDBOX_GATEWAY_PUBLIC && e.PAYMENT_GATEWAY !== 'sandbox') {
    fail('SANDBOX_GATEWAY_PUBLIC', env, 'it needs PAYMENT_GATEWAY=sandbox');
  }
  if (e.PAYMENT_GATEWAY === 'mercadopago') {
    if (!e.MP_ACCESS_TOKEN) fail('MP_ACCESS_TOKEN', env, 'it is required with PAYMENT_GATEWAY=mercadopago');
    if (!e.MP_WEBHOOK_SECRET)
      fail('MP_WEBHOOK_SECRET', env, 'it is required with PAYMENT_GATEWAY=mercadopago');
  }
  // The public key ships in the web app; a billing key equal to it would let any visitor import invoices.
  if (e.BILLING_API_KEY && e.BILLING_API_KEY === (e.PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY)) {
    fail('BILLING_API_KEY', env, 'it must differ from PUBLIC_API_KEY');
  }
  if (e.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!e.RECAPTCHA_SECRET) fail('RECAPTCHA_SECRET', env, 'it is required with CAPTCHA_PROVIDER=recaptcha');
    if (!e.RECAPTCHA_SITE_KEY) {
      fail('RECAPTCHA_SITE_KEY', env, 'it is required with CAPTCHA_PROVIDER=recaptcha');
    }
  }

  if (e.STORAGE === 's3' && !e.S3_BUCKET) fail('S3_BUCKET', env, 'it is required with STORAGE=s3');

  const sessionSecret = e.SESSION_SECRET ?? developmentSessionSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') },
    redisUrl: e.REDIS_URL,
    companyCode: e.COMPANY_CODE,
    companyName: e.COMPANY_NAME,
    publicApiKey: e.PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY,
    sessionSecret,
    captchaProvider: e.CAPTCHA_PROVIDER,
    smtpUrl: e.SMTP_URL,
    paymentGateway: e.PAYMENT_GATEWAY,
    mercadoPago:
      e.PAYMENT_GATEWAY === 'mercadopago' && e.MP_ACCESS_TOKEN && e.MP_WEBHOOK_SECRET
        ? { accessToken: e.MP_ACCESS_TOKEN, webhookSecret: e.MP_WEBHOOK_SECRET }
        : undefined,
    billingApiKey: e.BILLING_API_KEY,
    debit: {
      encryptionKey: debitKeyBytes(e.DEBIT_ENCRYPTION_KEY ?? developmentDebitKey(dataDir)),
      previousKeys: (e.DEBIT_ENCRYPTION_KEY_PREVIOUS ?? []).map(debitKeyBytes),
      unknownBin: e.DEBIT_UNKNOWN_BIN,
    },
    publicUrl: e.PUBLIC_URL,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? derivedSecret(sessionSecret, 'sandbox-webhook-secret'),
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MINUTES * 60_000,
    paymentReconcileAfterMs: e.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000,
    storage: e.STORAGE,
    s3:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            prefix: s3Prefix(e.S3_PREFIX),
          }
        : undefined,
    storageSweepIntervalMs: e.STORAGE_SWEEP_INTERVAL_MINUTES * 60_000,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    staffEmail: e.STAFF_EMAIL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    uploadDailyLimitBytes: e.UPLOAD_DAILY_LIMIT_MB * 1024 * 1024,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
    tls: tlsConfig(e.TLS_CERT_FILE, e.TLS_KEY_FILE, env),
    trustProxy: trustProxyConfig(e.TRUST_PROXY, env),
    // On a non-loopback HOST a reverse proxy on the same machine would make every visitor look local.
    devMailbox: e.DEV_MAILBOX ?? (!e.SMTP_URL && !isProduction && isLoopbackHost(e.HOST)),
    sandboxGateway: sandboxGatewayExposure(e.PAYMENT_GATEWAY, isProduction, e.HOST, e.SANDBOX_GATEWAY_PUBLIC),
  };
}
