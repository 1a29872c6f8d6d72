import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popupDismissKeys } from './popup-keys.server';
import { markPopupDismissed } from './popup-storage';
import { selectVisiblePopups } from './select-popups';

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

describe('popupDismissKeys', () => {
  beforeEach(() => localStorage.clear());

  it('names the flag the browser stores when the visitor closes the pop-up of the page', async () => {
    const keys = await popupDismissKeys(apiAnswering(answer), '/', im, 2);
    // What the pop-up itself writes on close (custom-popups.tsx), for the same answer.
    const [view] = selectVisiblePopups([showing], '/', im, () => false);
    markPopupDismissed(2, view!);
    expect(keys).toEqual([localStorage.key(0)]);
  });

  it('lists only pop-ups that would show: active, on this page, within their dates', async () => {
    expect(await popupDismissKeys(apiAnswering(answer), '/telefonia', im, 2)).toHaveLength(1);
    expect(await popupDismissKeys(apiAnswering([answer[1], answer[3]]), '/', im, 2)).toEqual([]);
  });

  it('asks nothing for a page without pop-ups, and answers null when the API cannot say', async () => {
    const apiFetch = apiAnswering(answer);
    expect(await popupDismissKeys(apiFetch, '/internet', im, 2)).toEqual([]);
    expect(await popupDismissKeys(apiFetch, '/', undefined, 2)).toEqual([]);
    expect(apiFetch).not.toHaveBeenCalled();
    expect(await popupDismissKeys(apiAnswering({ error: 'x' }, 500), '/', im, 2)).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('connection refused');
    });
    expect(await popupDismissKeys(failing, '/', im, 2)).toBeNull();
  });
});
