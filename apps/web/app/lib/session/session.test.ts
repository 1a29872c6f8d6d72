import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  saveLogin,
  SESSION_CHANGE_EVENT,
  sessionKey,
  subscribeSession,
  VISITOR_SESSION,
  writeJson,
} from './session';

const login = {
  client: { clientenro: 77, email: 'cliente@example.com', nombre: 'Ana' },
  list: [{ cliente: 77 }],
  token: 'abc',
  firstEntry: 2,
};

/** What another tab (or an older visit) leaves in storage: the browser tells this tab with a storage event. */
function storeFromAnotherTab(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

describe('session storage', () => {
  it('prefixes every key with the company id', () => {
    saveLogin(20, login);
    expect(localStorage.getItem('20_client')).toBe(JSON.stringify(login.client));
    expect(localStorage.getItem('20_list')).toBe(JSON.stringify(login.list));
    expect(localStorage.getItem('20_auth')).toBe('true');
    expect(localStorage.getItem('20_token')).toBe('abc');
    expect(localStorage.getItem('20_firstEntry')).toBe('2');
    expect(localStorage.getItem('2_token')).toBeNull();
    expect(sessionKey(2, 'cart')).toBe('2_cart');
  });

  it('keeps the two companies apart', () => {
    saveLogin(20, login);
    expect(readSession(20).auth).toBe(true);
    expect(readSession(2)).toBe(VISITOR_SESSION);
  });

  it('reads the stored session with a stable snapshot', () => {
    saveLogin(2, login);
    writeJson(2, 'coupons', 3);
    const first = readSession(2);
    expect(first).toMatchObject({
      auth: true,
      token: 'abc',
      firstEntry: 2,
      coupons: 3,
      client: login.client,
    });
    expect(readSession(2)).toBe(first);
  });

  it('is a visitor without a token even if the auth flag is set', () => {
    storeFromAnotherTab('2_auth', 'true');
    expect(readSession(2).auth).toBe(false);
  });

  it('serves snapshots from memory until this tab or another one changes the storage', () => {
    expect(readSession(2)).toBe(VISITOR_SESSION);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    readSession(2);
    expect(getItem).not.toHaveBeenCalled();

    saveLogin(2, login);
    expect(readSession(2).auth).toBe(true);
    storeFromAnotherTab('2_token', 'renewed');
    expect(readSession(2).token).toBe('renewed');
    getItem.mockRestore();
  });

  it('clears the session but keeps the cart', () => {
    saveLogin(2, login);
    writeJson(2, 'cart', [{ title: 'Internet' }]);
    clearSession(2);
    expect(localStorage.getItem('2_token')).toBeNull();
    expect(localStorage.getItem('2_auth')).toBeNull();
    expect(localStorage.getItem('2_cart')).not.toBeNull();
    expect(readSession(2).auth).toBe(false);
  });

  it('notifies subscribers in this tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveLogin(2, login);
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearSession(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
