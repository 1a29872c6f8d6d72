// POST /api/mensajes/company-code/{companyCode}/ (spec §7): every contact and request form, JSON or multipart.
import { z } from 'zod';
import { contactMessageSchema } from '../schemas/requests/contact-message.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from './define-contract.js';
import { idempotencyErrorResponses, idempotencyKeyHeader } from './headers.js';

const created = z
  .object({
    Crmnumero: z.string().describe('Número de gestión, p. ej. G-2026-000123'),
    id: z.number().int().describe('Id interno de la solicitud'),
  })
  .describe('Solicitud registrada (todos los tipos salvo la baja)');

const cancellationAccepted = z
  .object({ Crmnumero: z.string().describe('Número de gestión, p. ej. G-2026-000123') })
  .describe('Baja registrada (tipo 2): 200 con el número de gestión');

export const sendMessage = defineContract({
  operationId: 'sendMessage',
  method: 'POST',
  path: '/api/mensajes/company-code/:companyCode/',
  tag: 'gestiones',
  summary: 'Mensajes y solicitudes de todos los formularios (tipos 1, 2, 3, 6 a 13 y 30)',
  description: [
    'Cuerpo JSON (tipos 1, 2, 3, 6, 7, 8, 9, 10, 12) o multipart/form-data (tipos 11 y 13) con los mismos',
    'campos como texto y partes `files` repetidas: solo PDF (se revisa el contenido), hasta 10 MB cada uno y',
    '40 MB en total; el tipo 11 pide al menos 2 y el 13 al menos 4.',
    '',
    'Tipo 30 (propio, ADR 0065): postulación laboral desde /nosotros/trabaja-con-nosotros, con los campos',
    'del contacto (name, email, phone, dni, address, message), para que el personal la filtre aparte.',
    '',
    'Tipos públicos (1, 3, 6, 7, 8, 30): encabezado X-Captcha-Pass (salvo CAPTCHA_PROVIDER=off), 10 por IP cada',
    '10 minutos. Tipos de clientes (2, 9 a 13): Authorization: Bearer <token> y `client_id` de un cliente del',
    'token (403 si no); no piden captcha.',
    '',
    'La solicitud queda guardada antes de responder. Se avisa al personal por email (texto plano) y, en todo',
    'tipo que trae `email`, se envía a la persona la confirmación con su número de gestión; ambos mails van',
    'a la bandeja de salida en la misma transacción que la solicitud (ADR 0051, 0065).',
    '',
    'Idempotency-Key: un reintento con la misma clave y el mismo cuerpo recibe la primera respuesta sin pedir',
    'un captcha nuevo ni registrar otra solicitud; en multipart la clave cubre método y ruta (no las partes).',
    '409 IDEMPOTENCY_IN_PROGRESS (con Retry-After) mientras el primer intento sigue en curso, 422',
    'IDEMPOTENCY_KEY_REUSED si la clave ya se usó con otro cuerpo.',
    '',
    'Carrito (7): cada ítem lleva `service` internet, streaming (Click TV), tv (Dibox) o telefonia, los',
    'adicionales elegidos en `packets` y `quantity` (1 a 5; sin el campo, 1). Plan, precio, promoción, nombre',
    'y adicionales se comparan con GET /api/rates/: lo que no coincide se rechaza con 400 VALIDATION_ERROR',
    '(`fields["items.N.amount"]`, `items.N.packet_name`, `items.N.service`, `items.N.packets.M`); el mail al',
    'personal lista cada línea con su cantidad, adicionales y el total calculado por el servidor.',
    '',
    'Con COMPANY_CODE 20 (sin telefonía) se rechaza con 400 VALIDATION_ERROR, sin guardar ni enviar nada,',
    'el servicio `Telefonía` en cualquier tipo (`fields.service`) y los productos de telefonía del carrito',
    '(`fields["items.N.title"]`).',
    '',
    'Errores: 404 COMPANY_CODE_MISMATCH, 400 UNKNOWN_MESSAGE_TYPE, 400 VALIDATION_ERROR (con `fields`),',
    '400 CAPTCHA_FAILED, 401 SESSION_EXPIRED, 403 FORBIDDEN, 400 FILES_MISSING, 400 FILE_NOT_PDF,',
    '400 TOO_MANY_FILES, 413 FILE_TOO_LARGE / FILES_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 RATE_LIMITED.',
  ].join('\n'),
  consumes: ['application/json', 'multipart/form-data'],
  params: z.object({
    companyCode: z.string().describe('Código de empresa configurado (COMPANY_CODE: 2, o 20 sin telefonía)'),
  }),
  headers: z
    .object({
      'x-captcha-pass': z.string().optional().describe('Pase de captcha (tipos públicos)'),
      authorization: z.string().optional().describe('Bearer <token> (tipos de clientes)'),
      ...idempotencyKeyHeader,
    })
    .loose(),
  body: contactMessageSchema,
  responses: {
    200: cancellationAccepted,
    201: created,
    ...idempotencyErrorResponses,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
    415: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
