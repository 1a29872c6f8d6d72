// Mis servicios (issue #11 §2): the active record's services, debit, debt and the electronic invoice opt-in.
import {
  customerServicesOverviewSchema,
  electronicInvoiceSchema,
  electronicInvoiceUpdateSchema,
} from '../../schemas/account/account-services.js';
import { defineContract, errorEnvelopeSchema, validationErrorResponses } from '../define-contract.js';
import { bearerHeaders, customerPathParams as customerParams } from '../headers.js';

const ownerRules =
  '401 SESSION_EXPIRED sin token válido; 403 FORBIDDEN si el número no es de la sesión; 403 ' +
  'FIRST_ENTRY_PENDING mientras la verificación de primer ingreso esté pendiente.';

export const getCustomerServices = defineContract({
  operationId: 'getCustomerServices',
  method: 'GET',
  path: '/api/customer/:clientenro/servicios/',
  tag: 'cuenta',
  summary:
    'Mis servicios: servicios con plan y precio mensual, débito automático, deuda y factura electrónica',
  description: `Importes en centavos. La deuda suma los saldos de las facturas IMPAGA y PARCIAL. ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  responses: {
    200: customerServicesOverviewSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});

export const updateElectronicInvoice = defineContract({
  operationId: 'updateElectronicInvoice',
  method: 'PUT',
  path: '/api/customer/:clientenro/factura-electronica/',
  tag: 'cuenta',
  summary: 'Activa o desactiva la factura electrónica; cada cambio se confirma por mail',
  description:
    'Idempotente: repetir el mismo valor no cambia nada ni envía otro mail. 422 ' +
    `ELECTRONIC_INVOICE_NEEDS_EMAIL si el cliente no tiene email. ${ownerRules}`,
  headers: bearerHeaders,
  params: customerParams,
  body: electronicInvoiceUpdateSchema,
  responses: {
    200: electronicInvoiceSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    422: errorEnvelopeSchema,
    ...validationErrorResponses,
  },
});
