// OpenAPI document at /api/docs/json and Swagger UI at /api/docs, generated from the routes' zod schemas.
// Only /api routes and the operator probes are documented; the web app's pages are not an API.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsContentSecurityPolicy } from './security-headers.js';

const DOCUMENTED_OUTSIDE_API = new Set(['/healthz', '/readyz']);

async function openapi(app: FastifyInstance): Promise<void> {
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
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}

export default fp(openapi, { name: 'openapi' });
