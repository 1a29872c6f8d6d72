import { beforeEach, describe, expect, it } from 'vitest';
import { popupCandidates } from './popup-candidates';
import { dismissKey, isPopupDismissed } from './popup-storage';
import { safeUrl, selectVisiblePopups } from './select-popups';

const im = { '1': '/', '2': '/telefonia' };
const now = new Date('2026-06-15T12:00:00Z');
const base = {
  id: 7,
  type: 1,
  active: true,
  datefrom: '2026-06-01T00:00:00Z',
  dateuntil: '2026-06-30T23:59:59Z',
  message: '<p>Hola</p>',
  images: null,
  files: null,
  video_id: null,
  link: null,
  button_link_text: null,
  button_link_color: null,
  button_file_text: null,
  button_file_color: null,
};
const never = () => false;

describe('pop-up visibility', () => {
  beforeEach(() => localStorage.clear());

  it('shows an active pop-up on its page, within its dates', () => {
    expect(selectVisiblePopups([base], '/', im, never, now)).toHaveLength(1);
  });

  it('hides it on other pages, when inactive, or out of its dates', () => {
    expect(selectVisiblePopups([base], '/tv', im, never, now)).toHaveLength(0);
    expect(selectVisiblePopups([{ ...base, active: false }], '/', im, never, now)).toHaveLength(0);
    expect(selectVisiblePopups([base], '/', im, never, new Date('2026-05-31T23:00:00Z'))).toHaveLength(0);
    expect(selectVisiblePopups([base], '/', im, never, new Date('2026-07-01T00:00:00Z'))).toHaveLength(0);
  });

  it('skips broken dates and unknown types instead of showing them forever', () => {
    expect(selectVisiblePopups([{ ...base, datefrom: 'mañana' }], '/', im, never, now)).toHaveLength(0);
    expect(selectVisiblePopups([{ ...base, dateuntil: null }], '/', im, never, now)).toHaveLength(0);
    expect(selectVisiblePopups([{ ...base, type: 99 }], '/', im, never, now)).toHaveLength(0);
    expect(popupCandidates([{ ...base, type: 99 }, 'basura', null], '/', im, never)).toHaveLength(0);
    expect(popupCandidates({ error: true }, '/', im, never)).toEqual([]);
  });

  it('drops unsafe links and images, and a malformed video id', () => {
    const [view] = selectVisiblePopups(
      [{ ...base, link: 'javascript:alert(1)', images: { image: 'data:text/html,x' }, video_id: '"><x' }],
      '/',
      im,
      never,
      now,
    );
    expect(view).toMatchObject({ link: null, image: null, videoId: null });
    expect(safeUrl('/internet')).toBe('/internet');
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('http://example.com/promo.png')).toBeNull();
  });

  it('remembers a closed pop-up per company, and shows it again once edited', () => {
    expect(isPopupDismissed(2, base)).toBe(false);
    // What the pop-up's dialog stores when it closes (lib/popup-dialogs.ts).
    localStorage.setItem(dismissKey(2, base), '1');
    const dismissed = (p: typeof base) => isPopupDismissed(2, p);
    expect(selectVisiblePopups([base], '/', im, (p) => isPopupDismissed(2, p), now)).toHaveLength(0);
    expect(popupCandidates([base], '/', im, (p) => isPopupDismissed(2, p))).toHaveLength(0);
    expect(isPopupDismissed(20, base)).toBe(false);
    expect(dismissed({ ...base, message: '<p>Nueva promo</p>' })).toBe(false);
    expect(Object.keys(localStorage)[0]).toMatch(/^2-popup-closed-7-/);
  });
});
