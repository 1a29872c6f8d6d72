// Customer authentication for /api routes: `app.authenticate` reads `Authorization: Bearer <token>` into
// `request.session` (401 SESSION_EXPIRED when missing, malformed, tampered or expired, so the web shows its
// session-expired modal), and `app.requireCustomerOwner` additionally checks that the session owns the
// `{clientenro}` of the path (403 otherwise). Use them as preHandlers: `preHandler: app.requireCustomerOwner`.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { Session } from '../services/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireCustomerOwner: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/** The customer number of the path, when the route has one. */
function pathCustomer(request: FastifyRequest): number | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const raw = params?.clientenro ?? params?.customer;
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('session', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session = match?.[1] ? await app.services.sessions.read(match[1]) : null;
    if (!session) throw new AppError('SESSION_EXPIRED');
    request.session = session;
  };

  const requireCustomerOwner: preHandlerAsyncHookHandler = async function (request, reply) {
    await authenticate.call(this, request, reply);
    const customer = pathCustomer(request);
    if (customer === undefined || !request.session?.customers.includes(customer)) {
      throw new AppError('FORBIDDEN');
    }
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireCustomerOwner', requireCustomerOwner);
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
