// One access line per request, at a level that depends on the outcome: successes at debug (the load balancer
// keeps access logs; two info lines per call would cost a large share of a cheap read's time), client errors
// at info, server errors at error; a 503 with Retry-After is load shed on purpose, at warn.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // The completion line carries everything useful.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const shed = status === 503 && reply.hasHeader('retry-after');
    const level = shed ? 'warn' : error || status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    // Skip building the line when its level is off (pino loggers expose isLevelEnabled).
    const logger = reply.log as typeof reply.log & { isLevelEnabled?: (level: string) => boolean };
    if (logger.isLevelEnabled && !logger.isLevelEnabled(level)) return;
    reply.log[level](
      { method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
