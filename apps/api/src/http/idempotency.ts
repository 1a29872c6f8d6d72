// Idempotency-Key on POSTs that create something (design §5, docs/decisions/0016-idempotency-keys.md). A route
// opts in with `config: { idempotency: true }`; a call that sends the header then
//   - with a key seen in the last 24 h for the same body, gets the first answer back (same status and body,
//     `Idempotent-Replayed: true`) and nothing runs: no captcha pass spent, nothing stored;
//   - with the same key and another body, gets 422; while the first attempt still runs, 409 with Retry-After;
//   - otherwise claims the key and runs. The handler passes `request.idempotency.answerWith(...)` down to the
//     repository, which records the answer in the transaction that creates the thing. A 4xx/5xx frees the key.
// The check is a preValidation hook: it runs before every preHandler (captcha, rate limit) and the handler.
import { createHmac } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey } from '@portal/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import {
  IdempotencyKeysRepository,
  type ClaimKey,
  type IdempotentAnswer,
  type RecordAnswer,
} from '../infrastructure/db/idempotency-keys-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the route accepts Idempotency-Key (a POST that creates something). */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The claimed key of this call, or null without the header (or on routes that do not opt in). */
    idempotency: IdempotencyClaim | null;
  }
  interface FastifyInstance {
    idempotencyKeys: IdempotencyKeysRepository;
  }
}

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key this call holds: records the answer inside the creating transaction, or frees the key. */
export class IdempotencyClaim {
  #recorded = false;

  constructor(
    private readonly repository: IdempotencyKeysRepository,
    private readonly id: ClaimKey,
    private readonly lease: string,
  ) {}

  /** For the repository's transaction: `answer` must be what the route then replies. */
  answerWith<T>(answer: (created: T) => IdempotentAnswer): RecordAnswer<T> {
    return async (trx, created) => {
      await this.repository.complete(trx, this.id, this.lease, answer(created));
      this.#recorded = true;
    };
  }

  /**
   * Once the answer is decided. A failure is not the key's answer: the client may fix the body or retry. The
   * release only deletes a claim still in progress, so an answer recorded by a transaction that then rolled
   * back (status >= 400 here) frees the key, and one that committed stays.
   */
  async settle(statusCode: number): Promise<void> {
    if (this.#recorded && statusCode < 400) return;
    await this.repository.release(this.id, this.lease);
  }
}

/**
 * Method, path and body: a retry sends the same bytes, another submission under the same key does not. Keyed
 * with the server's secret, so a stored fingerprint cannot be brute-forced back into a body (a card number's
 * middle digits are few enough to guess against a bare SHA-256).
 */
function fingerprintOf(secret: string, request: FastifyRequest, path: string): string {
  // A multipart body is read by the handler, after this check (streamed, never buffered here), so only its
  // method and path count; the key is scoped to the customer's login, the only sender of multipart forms.
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  const body = multipart ? 'multipart' : JSON.stringify(request.body ?? null);
  return createHmac('sha256', secret).update(`${request.method}\n${path}\n${body}`).digest('hex');
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

async function idempotencyPlugin(app: FastifyInstance): Promise<void> {
  const repository = new IdempotencyKeysRepository(app.db);
  app.decorate('idempotencyKeys', repository);
  app.decorateRequest('idempotency', null);

  /**
   * Whose key it is: the session's login, the staff member (staff routes), or 'public' (a random key is
   * unguessable, and the body must match).
   */
  async function callerOf(request: FastifyRequest, route: string): Promise<string> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return 'public';
    if (route.startsWith('/api/admin/')) {
      const staff = await app.services.staff.sessions.read(token);
      return staff ? `staff:${staff.id}` : 'public';
    }
    const session = await app.services.auth.sessions.read(token);
    return session ? `login:${session.loginId}` : 'public';
  }

  const check = (route: string): preValidationHookHandler =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[HEADER];
      if (key === undefined) return;
      if (typeof key !== 'string' || !isValidIdempotencyKey(key)) {
        throw new AppError('IDEMPOTENCY_KEY_INVALID');
      }
      const id = { scope: `${request.method} ${route} ${await callerOf(request, route)}`, key };
      const outcome = await repository.claim(
        id,
        fingerprintOf(app.config.sessionSecret, request, pathOf(request.url)),
      );
      switch (outcome.kind) {
        case 'claimed':
          request.idempotency = new IdempotencyClaim(repository, id, outcome.lease);
          return;
        case 'replay':
          return reply
            .code(outcome.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(outcome.body);
        case 'mismatch':
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        case 'in_progress':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
    };

  const settle: onSendHookHandler = async (request, reply, payload) => {
    try {
      await request.idempotency?.settle(reply.statusCode);
    } catch (error) {
      // The claim's lease runs out anyway; the answer itself must still reach the client.
      request.log.warn({ err: error }, 'idempotency key not released');
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotency !== true) return;
    route.preValidation = [...asArray(route.preValidation), check(route.url)];
    route.onSend = [...asArray(route.onSend), settle];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db', 'services'] });
