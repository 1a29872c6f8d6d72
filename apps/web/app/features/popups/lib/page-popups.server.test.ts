import { describe, expect, it, vi } from 'vitest';
import { pagePopups } from './page-popups.server';

const im = { '1': '/', '2': '/telefonia' };
const day = 86_400_000;
const showing = {
  id: 7,
  type: 1,
  active: true,
  datefrom: new Date(Date.now() - day).toISOString(),
  dateuntil: new Date(Date.now() + 30 * day).toISOString(),
  message: '<p>¡Llegó la fibra!</p>',
};
const answer = [
  showing,
  { ...showing, id: 8, active: false },
  { ...showing, id: 9, type: 2 },
  { ...showing, id: 10, dateuntil: new Date(Date.now() - day).toISOString() },
];
const apiAnswering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('pagePopups', () => {
  it('lists the pop-ups the page shows today: active, on this page, within their dates', async () => {
    expect(await pagePopups(apiAnswering(answer), '/', im)).toEqual({ path: '/', list: [showing] });
    expect((await pagePopups(apiAnswering(answer), '/telefonia', im))?.list).toEqual([answer[2]]);
    expect(await pagePopups(apiAnswering([answer[1], answer[3]]), '/', im)).toEqual({ path: '/', list: [] });
  });

  it('asks nothing for a page without pop-ups, and answers null when the API cannot say', async () => {
    const apiFetch = apiAnswering(answer);
    expect(await pagePopups(apiFetch, '/internet', im)).toEqual({ path: '/internet', list: [] });
    expect(await pagePopups(apiFetch, '/', undefined)).toEqual({ path: '/', list: [] });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(await pagePopups(apiAnswering({ error: 'x' }, 500), '/', im)).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('connection refused');
    });
    expect(await pagePopups(failing, '/', im)).toBeNull();
  });
});
