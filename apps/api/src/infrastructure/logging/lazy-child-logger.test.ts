import pino, { type Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger.js';

function collector(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino(
    { level, redact: ['password'] },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { parent, lines };
}

describe('lazyChildLoggerFactory', () => {
  it('builds no pino child while nothing is written at an enabled level', () => {
    const { parent, lines } = collector('info');
    const childSpy = vi.spyOn(parent, 'child');
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-1' }, {}) as unknown as Logger;
    log.debug({ url: '/api/rates/' }, 'request completed');
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(childSpy).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes with the request bindings and the parent redaction once a line is enabled', () => {
    const { parent, lines } = collector('info');
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-2' }, {});
    log.warn({ password: 'hunter2' }, 'login failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'req-2', password: '[Redacted]', msg: 'login failed' });
  });

  it('honours a per-route level given as a child option', () => {
    const { parent, lines } = collector('info');
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-3' }, { level: 'error' }) as unknown as Logger;
    log.info('quiet route');
    expect(log.isLevelEnabled('info')).toBe(false);
    log.error('loud failure');
    expect(lines.map((line) => line.msg)).toEqual(['loud failure']);
  });
});
