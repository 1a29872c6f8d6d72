// Fastify route options from an endpoint contract of @portal/domain (ADR 0017): method, URL and the schema
// that validates the request, serialises the answer and documents the operation in the OpenAPI.
import type { ContractSpec } from '@portal/domain';

type Part<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

export interface ContractRoute<C extends ContractSpec> {
  method: C['method'];
  url: C['path'];
  schema: {
    operationId: string;
    summary: string;
    description?: string;
    tags: string[];
    security?: [];
    consumes?: string[];
    produces?: string[];
    params: Part<C, 'params'>;
    querystring: Part<C, 'query'>;
    headers: Part<C, 'headers'>;
    body: Part<C, 'body'>;
    response: C['responses'];
  };
}

/** Spread into `app.route({ ...routeFrom(contract), config, preHandler, handler })`. */
export function routeFrom<const C extends ContractSpec>(contract: C): ContractRoute<C> {
  const schema: Record<string, unknown> = {
    operationId: contract.operationId,
    summary: contract.summary,
    tags: [contract.tag],
    response: contract.responses,
  };
  // Absent parts stay absent: Fastify and the OpenAPI transform treat a present `undefined` as a schema.
  const optional = {
    description: contract.description,
    consumes: contract.consumes && [...contract.consumes],
    produces: contract.produces && [...contract.produces],
    security: contract.public ? [] : undefined,
    params: contract.params,
    querystring: contract.query,
    headers: contract.headers,
    body: contract.body,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) schema[key] = value;
  return { method: contract.method, url: contract.path, schema } as unknown as ContractRoute<C>;
}
