// Helpers for the messages suites: valid bodies per type, multipart bodies built by hand (app.inject has no
// FormData encoder for Buffers) and row counts. Real PDFs come from pdf-files.ts.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { realPdf } from './pdf-files.js';
import type { TestApp } from './test-app.js';

export const MESSAGES_URL = '/api/mensajes/company-code/2/';

export const person = {
  name: 'Juan Pérez',
  email: 'juan@example.com',
  phone: '2901421234',
  dni: '30111222',
};

/** A plan of the seeded catalogue at its price: the API checks cart items against it (ADR 0064). */
export const cartItem = {
  service: 'internet',
  title: 'Gpon',
  packet_name: 'GPON 300',
  amount: 32000,
  promotion: false,
  name: 'Internet 300 Megas',
};

/** Valid bodies of the public types (no client_id). */
export const publicBodies: Record<1 | 3 | 6 | 7 | 8 | 30, Record<string, unknown>> = {
  1: { type: 1, subscriber: 0, ...person, address: 'San Martín 123', message: 'Quiero que me llamen' },
  3: { type: 3, address: 'Maipú 456', message: 'Conexión en el poste', nro: '456', floor: '2' },
  6: { type: 6, ...person, service: 'Click TV' },
  7: { type: 7, ...person, address: 'San Martín 123', message: 'Carrito', items: [cartItem] },
  8: { type: 8, ...person, address: 'Parque industrial', message: 'Enlace dedicado' },
  30: { type: 30, ...person, address: 'San Martín 123', message: 'Técnico en redes, 5 años' },
};

/**
 * Valid bodies of the customers' types for the customer number `client`. The API checks plans against the
 * record (ADR 0073): 9 (a Click TV plan) suits a record without Click TV, such as 104524; 10 (internet from
 * GPON 300 to GPON 600) suits 104523. Types 10 to 13 need the holder's login.
 */
export function customerBodies(client: number): Record<2 | 9 | 10 | 11 | 12 | 13, Record<string, unknown>> {
  const customer = { subscriber: 1, client_id: client };
  return {
    2: { type: 2, ...customer, ...person, service: 'Internet', details: 'Me mudo fuera de la zona' },
    9: { type: 9, ...customer, ...person, clickTvPlan: 'CLICK BASICO' },
    10: { type: 10, ...customer, name: 'Juan', internetPlan: 'GPON 600', currentInternetPlan: 'GPON 300' },
    11: {
      type: 11,
      ...customer,
      ...person,
      birthdate: '1990-04-01',
      gender: 'Masculino',
      address: 'San Martín 123',
    },
    12: {
      type: 12,
      ...customer,
      address: 'Kuanip 10',
      city: 'Ushuaia',
      locality: 'Centro',
      numberOfMouths: 2,
    },
    13: { type: 13, ...customer, name: 'Ana Gómez', dni: '28999888', message: 'Autorizo a mi hermana' },
  };
}

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** `count` real PDFs titled `<label><index>`, and `pdfs(n)`: the first n as the parts documento-1.pdf and on. */
export async function pdfDocuments(count: number, label: string) {
  const documents = await Promise.all(Array.from({ length: count }, (_, i) => realPdf(`${label}${i}`)));
  const pdfs = (n: number): FilePart[] =>
    documents.slice(0, n).map((data, i) => ({ filename: `documento-${i + 1}.pdf`, data }));
  return { documents, pdfs };
}

/** multipart/form-data with text fields and repeated `files` parts. */
export function multipartBody(
  fields: Record<string, unknown>,
  files: readonly FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'files'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart message (types 11 and 13) from a fresh address, with the customer's token when given. */
export function sendMultipartMessage(
  t: TestApp,
  fields: Record<string, unknown>,
  files: readonly FilePart[],
  token: string | null,
) {
  const { payload, headers } = multipartBody(fields, files);
  return t.request({
    method: 'POST',
    url: MESSAGES_URL,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    remoteAddress: freshAddress(),
  });
}

export async function countRows(t: TestApp, table: 'requests' | 'request_attachments' | 'outbox_mail') {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    t.app.db,
  );
  return Number(row.rows[0]?.n ?? 0);
}

/** The stored request a `Crmnumero` answer names. */
export function storedRequest(t: TestApp, number: string) {
  return t.app.db.selectFrom('requests').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}

/** A stored request's attachment rows, in the order they were sent. */
export function attachmentRows(t: TestApp, requestId: number) {
  return t.app.db
    .selectFrom('request_attachments')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

let addressCounter = 0;
/** A fresh client address per call, so suites that send many messages stay clear of the per-IP limit. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Every file under DATA_DIR/uploads (temporary ones included), as paths relative to it, sorted. */
export async function storedUploads(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
