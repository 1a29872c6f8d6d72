// Operator probes, outside /api and without X-Api-Key: a load balancer knows no key.
import { z } from 'zod';
import { defineContract, errorEnvelopeSchema } from './define-contract.js';

const okSchema = z.object({ status: z.literal('ok') });

export const health = defineContract({
  operationId: 'health',
  method: 'GET',
  path: '/healthz',
  tag: 'operaciones',
  summary: 'El proceso responde',
  public: true,
  responses: { 200: okSchema },
});

export const ready = defineContract({
  operationId: 'ready',
  method: 'GET',
  path: '/readyz',
  tag: 'operaciones',
  summary: 'El proceso responde y llega a su base de datos (503 SERVICE_UNAVAILABLE si no)',
  public: true,
  responses: { 200: okSchema, 503: errorEnvelopeSchema },
});
