import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, notify, setToasterMountRequest, setToasterReady } from './toast';

afterEach(() => {
  setToasterReady(null);
  setToasterMountRequest(null);
  dismissToasts();
});

describe('toast', () => {
  it('asks the slot to mount the toaster on the first message and shows the queued ones once it is ready', () => {
    const mount = vi.fn();
    setToasterMountRequest(mount);
    notify('Agregaste Internet 300 Megas al carrito');
    expect(mount).toHaveBeenCalledOnce();
    const show = vi.fn();
    setToasterReady({ show, dismissAll: vi.fn() });
    expect(show).toHaveBeenCalledWith('Agregaste Internet 300 Megas al carrito');
    notify('Quitaste Mesh');
    expect(show).toHaveBeenLastCalledWith('Quitaste Mesh');
  });

  it('drops what waits and clears the screen on dismiss', () => {
    notify('Agregaste TV al carrito');
    dismissToasts();
    const show = vi.fn();
    const dismissAll = vi.fn();
    setToasterReady({ show, dismissAll });
    expect(show).not.toHaveBeenCalled();
    dismissToasts();
    expect(dismissAll).toHaveBeenCalledOnce();
  });
});
