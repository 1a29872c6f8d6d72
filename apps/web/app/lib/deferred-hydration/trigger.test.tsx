import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_MODULES_ID,
  deferredHydrationScript,
  HYDRATED_EVENT,
} from './trigger';

const ROUTE_MODULES = 'window.__reactRouterRouteModules = {};import("/assets/entry.client-A.js");';

/** The page as the server sends it, then the trigger run as the browser runs the inline script. */
function loadPage(html = '<button type="button">Agregar al carrito</button>') {
  document.body.innerHTML = `${html}<script type="${DEFERRED_MODULE_TYPE}">${ROUTE_MODULES}</script>`;
  document.querySelector('script')!.nonce = 'abc';
  // The source is sent as text in the HTML, so it must run on its own: no import, no outer variable.
  new Function(deferredHydrationScript())();
}

const moduleScript = () => document.querySelector<HTMLScriptElement>('script[type="module"]');
const hydrated = () => window.dispatchEvent(new Event(HYDRATED_EVENT));

beforeEach(() => localStorage.clear());
afterEach(() => {
  // Every test ends hydrated, so no listener of the trigger outlives it.
  window.dispatchEvent(new Event('pointerdown'));
  hydrated();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('deferred hydration trigger', () => {
  it('loads nothing until the first interaction, then runs the route modules with the nonce', () => {
    loadPage();
    expect(moduleScript()).toBeNull();
    window.dispatchEvent(new Event('mousemove'));
    expect(moduleScript()?.textContent).toBe(ROUTE_MODULES);
    expect(moduleScript()?.nonce).toBe('abc');
    expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`)).toBeNull();
  });

  it('holds a click that comes before hydration and replays it once React listens', () => {
    loadPage();
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(moduleScript()).not.toBeNull();
    // A click that opens a new tab is the browser's own business: never held.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledOnce();
    hydrated();
    expect(pressed).toHaveBeenCalledTimes(2);
    // After hydration clicks go straight through.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(3);
  });

  it("replays a press on a button's icon on the button itself", () => {
    loadPage(
      '<button type="button" data-testid="header-mi-cuenta"><svg><path d="M0 0h1"></path></svg>Mi cuenta</button>',
    );
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    document
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(pressed).not.toHaveBeenCalled();
    hydrated();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it("leaves a native dialog's controls to the browser: the page's pop-up closes before hydration", () => {
    loadPage(
      '<dialog open data-popup-key="k"><form method="dialog"><button>Cerrar</button></form></dialog><button>Otro</button>',
    );
    // The pop-up opening moves focus into it: that is the page, not a person.
    document.querySelector('dialog button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(moduleScript()).toBeNull();
    const close = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('dialog button')!.dispatchEvent(close);
    expect(close.defaultPrevented).toBe(false);
    // It still counts as the first interaction.
    expect(moduleScript()).not.toBeNull();
  });

  it('lets a checkbox tick by itself before hydration, and keeps its state', () => {
    loadPage(
      '<label><input type="checkbox" name="adicional" value="ip-fija"> IP fija</label><button>Agregar</button>',
    );
    const box = document.querySelector('input')!;
    box.click();
    expect(box.checked).toBe(true);
    expect(moduleScript()).not.toBeNull();
    hydrated();
    expect(box.checked).toBe(true);
    expect(box.value).toBe('ip-fija');
  });

  it('hands what was typed before hydration to the React state of a controlled field', async () => {
    function Coverage() {
      const [street, setStreet] = useState('');
      return (
        <form>
          <input aria-label="Calle" value={street} onChange={(event) => setStreet(event.target.value)} />
          <output>{street ? `Buscando ${street}` : 'Sin calle'}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Coverage />);
    loadPage(container.outerHTML);
    const input = document.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'San Martín';
    input.dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => {
      hydrateRoot(document.body.firstElementChild!, <Coverage />);
    });
    expect(document.querySelector('output')).toHaveTextContent('Sin calle');
    await act(async () => hydrated());
    expect(document.querySelector('output')).toHaveTextContent('Buscando San Martín');
    expect(input).toHaveValue('San Martín');
  });

  it('starts for a visitor with a session or a cart a task later, and at once for a URL with a query', () => {
    vi.useFakeTimers();
    localStorage.setItem('2_token', 'x');
    loadPage();
    // The storage read waits for a task of its own, out of the parse.
    expect(moduleScript()).toBeNull();
    vi.runOnlyPendingTimers();
    expect(moduleScript()).not.toBeNull();
    hydrated();

    localStorage.clear();
    // A closed pop-up is not a session: the page still waits.
    localStorage.setItem('2-popup-closed-1-abc', '1');
    loadPage();
    vi.runOnlyPendingTimers();
    expect(moduleScript()).toBeNull();
    window.dispatchEvent(new Event('keydown'));
    hydrated();

    history.pushState(null, '', '/?login=1');
    loadPage();
    expect(moduleScript()).not.toBeNull();
    history.pushState(null, '', '/');
  });

  it('prefetches the listed scripts once the page has loaded, unless they already run', () => {
    const list = `<script type="application/json" id="${DEFERRED_MODULES_ID}">["/assets/a.js","/assets/b.js"]</script>`;
    const prefetches = () =>
      Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href'));
    document.head.innerHTML = list;
    // The test document has loaded already, as a page has when its scripts get prefetched.
    expect(document.readyState).toBe('complete');
    vi.useFakeTimers();
    loadPage();
    expect(prefetches()).toEqual([]);
    // One per task, none in the task that reads the storage.
    vi.runOnlyPendingTimers();
    expect(prefetches()).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(prefetches()).toEqual(['/assets/a.js']);
    vi.runAllTimers();
    expect(prefetches()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(moduleScript()).toBeNull();
    window.dispatchEvent(new Event('keydown'));
    hydrated();

    document.head.innerHTML = list;
    localStorage.setItem('2_cart', '[]');
    loadPage();
    vi.runAllTimers();
    expect(moduleScript()).not.toBeNull();
    expect(prefetches()).toEqual([]);
  });

  it('gives held clicks back to the browser when hydration never comes', () => {
    vi.useFakeTimers();
    loadPage();
    const button = document.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(pressed).toHaveBeenCalledOnce();
  });
});
