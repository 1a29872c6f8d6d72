// Customer authentication for /api routes (ADR 0030, 0036). Use them as preHandlers, e.g.
// `preHandler: app.requireCustomerOwner`:
// - `app.authenticate` reads `Authorization: Bearer <token>` into `request.session` (401 SESSION_EXPIRED when
//   missing, malformed, tampered, expired, older than the last password change or logged out, so the web shows
//   its session-expired modal) and refuses a first-entry token (403 FIRST_ENTRY_PENDING).
// - `app.requireCustomerOwner` additionally checks that the session owns the `{clientenro}` (or `{customer}`) of
//   the path (403 FORBIDDEN otherwise).
// - Opt-in for what a login with a pending first-entry verification may reach: `app.authenticateAnyScope`
//   (logout) and `app.requireFirstEntryOwner` (the first-entry wizard's routes, issue #11) accept first-entry
//   tokens as well as full ones.
// - `app.identify` never refuses: a valid full token fills `request.session`, anything else leaves it null
//   (public forms, where a token only adds who is writing).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../http/bearer-token.js';
import type { ActiveSession } from './session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireCustomerOwner: preHandlerAsyncHookHandler;
    authenticateAnyScope: preHandlerAsyncHookHandler;
    requireFirstEntryOwner: preHandlerAsyncHookHandler;
    identify: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

/** The customer number of the path, when the route has one. */
function pathCustomer(request: FastifyRequest): number | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const raw = params?.clientenro ?? params?.customer;
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

function checkOwner(request: FastifyRequest): void {
  const customer = pathCustomer(request);
  if (customer === undefined || !request.session?.customers.includes(customer)) {
    throw new AppError('FORBIDDEN');
  }
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('session', null);

  const readSession = async (request: FastifyRequest): Promise<ActiveSession | null> => {
    const token = bearerToken(request);
    return token ? app.services.auth.sessions.read(token) : null;
  };

  const authenticateAnyScope: preHandlerAsyncHookHandler = async (request) => {
    const session = await readSession(request);
    if (!session) throw new AppError('SESSION_EXPIRED');
    request.session = session;
  };

  const authenticate: preHandlerAsyncHookHandler = async function (request, reply) {
    await authenticateAnyScope.call(this, request, reply);
    if (request.session?.scope !== 'full') throw new AppError('FIRST_ENTRY_PENDING');
  };

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateAnyScope', authenticateAnyScope);
  app.decorate('requireCustomerOwner', async function (request, reply) {
    await authenticate.call(this, request, reply);
    checkOwner(request);
  });
  app.decorate('requireFirstEntryOwner', async function (request, reply) {
    await authenticateAnyScope.call(this, request, reply);
    checkOwner(request);
  });
  app.decorate('identify', async (request) => {
    const session = await readSession(request);
    request.session = session?.scope === 'full' ? session : null;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['services'] });
