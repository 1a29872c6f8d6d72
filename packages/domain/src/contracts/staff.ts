// Staff endpoints under /api/admin/ (design §5). The back office comes later; for now staff sign in and take the
// automatic-debit export, the one place where card numbers and CBUs are decrypted (issue #14 §3).
import { z } from 'zod';
import { debitExportQuerySchema, staffLoginSchema, staffSessionSchema } from '../schemas/staff.js';
import { defineContract, validationErrorResponses } from './define-contract.js';

const staffHeaders = z
  .object({
    authorization: z.string().optional().describe('Bearer <token> de POST /api/admin/login/'),
  })
  .loose();

export const staffLogin = defineContract({
  operationId: 'staffLogin',
  method: 'POST',
  path: '/api/admin/login/',
  tag: 'staff',
  summary: 'Ingreso del personal: devuelve un token de staff',
  description:
    'El token dura 30 minutos y deja de servir si el usuario se da de baja. 401 INVALID_CREDENTIALS si el ' +
    'email o la contraseña no son correctos o el usuario está inactivo (sin decir cuál); 429 ACCOUNT_LOCKED ' +
    '(Retry-After) tras 5 intentos durante 1 minuto; 429 RATE_LIMITED por IP (30 en 15 minutos) o por IP y ' +
    'cuenta (10 en 15 minutos). El token de staff no sirve en las rutas de clientes ni al revés.',
  body: staffLoginSchema,
  responses: { 200: staffSessionSchema, ...validationErrorResponses },
});

export const exportDebits = defineContract({
  operationId: 'exportAutomaticDebits',
  method: 'GET',
  path: '/api/admin/debitos-automaticos/exportacion/',
  tag: 'staff',
  summary: 'Adhesiones vigentes al débito automático, en CSV, para el procesador de tarjetas o el banco',
  description:
    'Único lugar donde se descifran tarjetas y CBU. Cada exportación queda en el registro de auditoría (quién, ' +
    'cuándo, desde qué IP, destino y cantidad de filas) antes de enviarse. 401 SESSION_EXPIRED sin token de ' +
    'staff válido; 500 DEBIT_EXPORT_FAILED si alguna adhesión no se puede descifrar con las claves configuradas ' +
    '(no se envía un archivo parcial).',
  headers: staffHeaders,
  query: debitExportQuerySchema,
  produces: ['text/csv'],
  responses: {
    200: z
      .string()
      .describe('text/csv: encabezado y una línea por adhesión vigente (docs/automatic-debit.md)'),
    ...validationErrorResponses,
  },
});
