// The register of every baja and arrepentimiento (issue #32 §1), exported as CSV by supervisors for an audit.
import { z } from 'zod';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';

export const exportCancellationRegister = defineContract({
  operationId: 'staffExportCancellationRegister',
  method: 'GET',
  path: '/api/admin/bajas/exportacion/',
  tag: 'staff',
  summary: 'El registro de bajas y arrepentimientos en CSV (supervisor)',
  description:
    'Una línea por pedido, el más antiguo primero: recibido, medio, tipo, número de gestión, verificado o no y ' +
    'cuándo se resolvió. La exportación queda en la auditoría.',
  headers: z
    .object({ authorization: z.string().optional().describe('Bearer <token> de staff (con segundo factor)') })
    .loose(),
  produces: ['text/csv'],
  responses: {
    200: z.string().describe('text/csv UTF-8 con BOM (para Excel), separado por punto y coma'),
    403: errorEnvelopeSchema.describe('FORBIDDEN: el rol del miembro no alcanza'),
    ...validationErrorResponses,
  },
});
