// OpenAPI document at /api/docs/json and Swagger UI at /api/docs, generated from the endpoint contracts of
// @portal/domain that the routes register from (ADR 0017). Only /api routes and the operator probes are
// documented; the web app's pages are not an API.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiComponents } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docsContentSecurityPolicy } from './security-headers.js';

/** Named schemas become components/schemas; each use of one becomes a $ref to it. */
function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(openApiComponents)) registry.add(schema, { id });
  return registry;
}

const DOCUMENTED_OUTSIDE_API = new Set(['/healthz', '/readyz']);

async function openapi(app: FastifyInstance): Promise<void> {
  const schemaRegistry = componentRegistry();
  const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API del portal de clientes',
        description:
          'Backend del portal (TV, internet y telefonía, Tierra del Fuego). Todas las rutas /api requieren el ' +
          'encabezado X-Api-Key. Los errores responden {"message", "code", "fields"} con textos en español.',
        version: '0.1.0',
      },
      // Relative: the document describes whichever host serves it.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      },
      security: [{ apiKey: [] }],
    },
    transform: (input) => {
      const { url } = input;
      if (!(url.startsWith('/api/') || DOCUMENTED_OUTSIDE_API.has(url)) || url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url };
      }
      return jsonSchemaTransform(input);
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}

export default fp(openapi, { name: 'openapi' });
