// 'Ana lo está viendo': members beating on a request see each other by name (never themselves), a member who
// leaves disappears at once; unknown requests are 404 and anyone but staff 401. Runs on both databases, with
// presence in memory and, when TEST_REDIS_URL is set, in Redis.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const redis = process.env.TEST_REDIS_URL;
const cases = dialects.flatMap((dialect) =>
  [undefined, ...(redis ? [redis] : [])].map(
    (redisUrl) => [dialect, redisUrl ? 'redis' : 'memory', redisUrl] as const,
  ),
);

describe.each(cases)('presence (%s, %s)', (dialect, _store, redisUrl) => {
  const t = useTestApp({ dialect, env: redisUrl ? { REDIS_URL: redisUrl } : {} });
  const url = (n: string) => `/api/admin/gestiones/${n}/presencia/`;
  const someRequest = async () =>
    (await t.app.db.selectFrom('requests').select('number').orderBy('id').executeTakeFirstOrThrow()).number;

  it('shows each member the others looking at the request, by name', async () => {
    const number = await someRequest();
    const [agente, supervisor] = [await staffTokenAs(t, 'agente'), await staffTokenAs(t, 'supervisor')];
    const first = await t.request({ method: 'POST', url: url(number), headers: bearer(agente) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ viewers: [] });

    const second = await t.request({ method: 'POST', url: url(number), headers: bearer(supervisor) });
    expect(second.json()).toEqual({ viewers: [{ id: expect.any(Number), name: 'Prueba agente' }] });
    const again = await t.request({ method: 'POST', url: url(number), headers: bearer(agente) });
    expect(again.json()).toEqual({ viewers: [{ id: expect.any(Number), name: 'Prueba supervisor' }] });

    const left = await t.request({ method: 'DELETE', url: url(number), headers: bearer(supervisor) });
    expect(left.statusCode).toBe(204);
    const alone = await t.request({ method: 'POST', url: url(number), headers: bearer(agente) });
    expect(alone.json()).toEqual({ viewers: [] });
    await t.request({ method: 'DELETE', url: url(number), headers: bearer(agente) });
  });

  it('answers 404 for an unknown request, 400 for a malformed number and 401 without a staff session', async () => {
    const token = await staffTokenAs(t, 'agente');
    expect(
      (await t.request({ method: 'POST', url: url('G-2026-999999'), headers: bearer(token) })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'POST', url: url('nada'), headers: bearer(token) })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'POST', url: url(await someRequest()) })).statusCode).toBe(401);
  });
});
