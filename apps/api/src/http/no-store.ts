// Answers that carry a token or personal data are `Cache-Control: no-store` (design §5), decided once here
// rather than route by route: every answer to a call with an Authorization header, errors included, and
// every answer of a route marked `config: { personalData: true }`. The hook is attached per route when the
// route is registered, so no request reads route options (ADR 0013: that allocates on every access).
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: every answer of this route carries a token or personal data and must not be stored. */
    personalData?: boolean;
  }
}

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

const noStoreWhenAuthorized: onSendHookHandler = (request, reply, payload, done) => {
  if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  done(null, payload);
};

async function noStorePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const hook = route.config?.personalData ? noStore : noStoreWhenAuthorized;
    // Last in the route's onSend chain, so a handler's own Cache-Control cannot undo it.
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), hook];
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
