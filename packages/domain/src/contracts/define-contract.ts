// One contract per endpoint (design §5, ADR 0017): the API registers its route from it and the web's typed
// client calls through it, so a path, a method or an answer's shape cannot drift between the two. Kept free of
// Fastify and React so both sides (and the OpenAPI document) read the same object.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractSpec {
  /** Stable and unique: OpenAPI clients generate their method names from it. */
  operationId: string;
  method: HttpMethod;
  /** Fastify syntax (`/api/customer/:clientenro/`), with the spec's trailing slash. */
  path: string;
  /** OpenAPI tag, i.e. the area the endpoint belongs to. */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Every status the endpoint answers with, errors included, and the shape of each answer. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** Request media types when the body is not only JSON (multipart uploads). */
  consumes?: readonly string[];
  /** Answer media types when the success answer is a file (PDF downloads), not JSON. */
  produces?: readonly string[];
  /** true for the operator probes, which need no X-Api-Key. */
  public?: boolean;
}

/** Identity at run time; the `const` parameter keeps literal paths and the exact schema types for callers. */
export function defineContract<const C extends ContractSpec>(contract: C): C {
  return contract;
}

/** The shape of every error answer (design §5). */
export const errorEnvelopeSchema = z
  .object({
    message: z.string().describe('Texto en español para la persona'),
    code: z.string().describe('Código de máquina, p. ej. VALIDATION_ERROR'),
    fields: z.record(z.string(), z.string()).optional().describe('Mensaje por campo (solo validación)'),
  })
  .describe('Error');

/** Errors any /api route may give: a dead session, a rate limit, a crash. */
export const commonErrorResponses = {
  401: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

/** `commonErrorResponses` plus 400, for routes that validate a body or params. */
export const validationErrorResponses = { 400: errorEnvelopeSchema, ...commonErrorResponses } as const;

/** The answer a contract gives for a 2xx status, as the client receives it. */
export type SuccessStatus<C extends ContractSpec> = Extract<keyof C['responses'], 200 | 201 | 202 | 204>;
export type ContractAnswer<C extends ContractSpec> = z.output<C['responses'][SuccessStatus<C>]>;
