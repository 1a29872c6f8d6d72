// Mercado Pago's webhook signature scheme, which the sandbox gateway copies so the portal's webhook sees one
// format: header `x-signature: ts=<ms>,v1=<hex>` and `x-request-id: <uuid>`, v1 = HMAC-SHA256 (hex, secret as
// key) of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where data.id comes from the query
// string (lower-cased when alphanumeric) and absent parts are left out, as Mercado Pago documents.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundNotification, NotificationCheck } from './payment-gateway.js';

export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  return `${manifest}ts:${ts};`;
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** The `x-signature` header value for a notification about `dataId`. */
export function signatureHeader(secret: string, dataId: string, requestId: string, ts: string): string {
  return `ts=${ts},v1=${signManifest(secret, signatureManifest(dataId, requestId, ts))}`;
}

function parseSignature(header: string | undefined): { ts: string; v1: string } | null {
  if (!header) return null;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1 } : null;
}

/** What the notification is about, read from the query string first (Mercado Pago signs that) then the body. */
function topicOf(notification: InboundNotification): { type: string | null; dataId: string | null } {
  let body: { type?: unknown; data?: { id?: unknown } } = {};
  try {
    body = JSON.parse(notification.rawBody || '{}') as typeof body;
  } catch {
    body = {};
  }
  const type =
    notification.query.type ?? notification.query.topic ?? (typeof body.type === 'string' ? body.type : null);
  const bodyId = body.data?.id;
  const dataId =
    notification.query['data.id'] ??
    notification.query.id ??
    (typeof bodyId === 'string' || typeof bodyId === 'number' ? String(bodyId) : null);
  return { type: type ?? null, dataId: dataId ?? null };
}

/** Checks the signature in constant time, then says which payment to fetch (or why the notice is ignored). */
export function verifySignedNotification(
  secret: string,
  notification: InboundNotification,
): NotificationCheck {
  const signature = parseSignature(notification.headers['x-signature']);
  if (!signature) return { kind: 'invalid-signature' };
  const { type, dataId } = topicOf(notification);
  const requestId = notification.headers['x-request-id'] ?? null;
  const expected = Buffer.from(
    signManifest(secret, signatureManifest(dataId, requestId, signature.ts)),
    'hex',
  );
  const given = Buffer.from(signature.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { kind: 'invalid-signature' };
  if (type !== 'payment') return { kind: 'ignored', reason: `topic ${type ?? 'missing'}` };
  if (!dataId) return { kind: 'ignored', reason: 'no payment id' };
  return { kind: 'payment', paymentId: dataId, requestId };
}
