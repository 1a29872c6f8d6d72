import { SESSION_FIELDS } from '../session/session';

/** The type the server gives React Router's route-modules script on a page that hydrates on interaction. */
export const DEFERRED_MODULE_TYPE = 'text/x-portal-deferred-module';
/** The JSON list of the page's script files, sent in the head of a deferred page instead of preload links. */
export const DEFERRED_MODULES_ID = 'portal-deferred-modules';
/** Fired on window by the root's first effect: the page is hydrated and its handlers listen. */
export const HYDRATED_EVENT = 'portal:hydrated';
/** Without hydration this long after the scripts started loading, held clicks go back to the browser. */
const GIVE_UP_MS = 10_000;

/**
 * Runs as an inline script after React Router's scripts, as a module once the parse ends (ADR 0079), so it
 * must stay self-contained: it is sent as its own source text. While the route-modules script carries
 * `deferredType` nothing has loaded; the first sign of a person (pointer, touch, key, focus) starts it.
 * Clicks and typing that come before hydration are kept: clicks on buttons and links are held and replayed
 * once React listens, typed values are handed to React as a change, and checkboxes tick by themselves (React
 * reads them as it hydrates).
 * A visitor with a session or a cart, or a URL with a query, needs the client at once. Once the page has
 * loaded, the scripts are prefetched into the cache (not compiled), so the first interaction finds them there.
 */
export function deferredHydrationTrigger(
  deferredType: string,
  hydratedEvent: string,
  giveUpMs: number,
  sessionKey: string,
  modulesId: string,
) {
  const deferred = document.querySelector<HTMLScriptElement>(`script[type="${deferredType}"]`);
  if (!deferred) return;
  const held: HTMLElement[] = [];
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const starters = ['pointerdown', 'mousemove', 'touchstart', 'keydown', 'focusin'];
  let started = false;

  const holdClick = (event: MouseEvent) => {
    // A form control acts by itself (a checkbox ticks, a label focuses): React reads its state when it hydrates.
    // So does a native dialog (the page's pop-ups, ADR 0077): its buttons and links need no React.
    // A click with a modifier opens a new tab or window, which the browser does alone.
    const worksAlone =
      event.target instanceof Element && event.target.closest('input, select, textarea, label, dialog');
    if (worksAlone || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return start();
    event.preventDefault();
    event.stopImmediatePropagation();
    // Replayed on the control that was meant: a press on a button's icon lands on an SVG element, which has
    // no click() of its own.
    let target = event.target instanceof Element ? event.target : null;
    target = target?.closest('a, button, summary, [role="button"]') ?? target;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (target) held.push(target);
    start();
  };
  const noteTyping = (event: Event) => {
    const field = event.target;
    const text = field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type);
    if (text || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed.add(field);
  };
  // Where the mouse rests: React, listening only from hydration on, never saw it arrive there.
  let hovered: PointerEvent | null = null;
  const noteHover = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hovered = event;
  };
  const release = (hydrated: boolean) => {
    removeEventListener('click', holdClick, true);
    removeEventListener('input', noteTyping, true);
    removeEventListener('change', noteTyping, true);
    removeEventListener('pointermove', noteHover, true);
    if (hydrated) {
      // React read the typed value as the field's initial one: hand it over again as a change.
      typed.forEach((field) => {
        if (field instanceof HTMLSelectElement) {
          field.dispatchEvent(new Event('change', { bubbles: true }));
          return;
        }
        const value = field.value;
        const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
        // Through React's value tracker first, so the browser's own setter then reads to React as a change.
        field.value = `${value} `;
        setValue?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    // A menu that opens on hover opens for a pointer already resting on it, as if it had just arrived.
    const target = hovered?.target;
    if (hydrated && hovered && target instanceof Element && target.isConnected && target.matches(':hover')) {
      const { clientX, clientY, pointerId } = hovered;
      target.dispatchEvent(
        new PointerEvent('pointerover', {
          bubbles: true,
          clientX,
          clientY,
          pointerId,
          pointerType: 'mouse',
          isPrimary: true,
        }),
      );
    }
    held.forEach((target) => {
      if (target.isConnected) target.click();
    });
  };
  // Focus the page moves by itself, into a pop-up opening (ADR 0077), is no sign of a person.
  const onSign = (event: Event) => {
    if (event.type === 'focusin' && event.target instanceof Element && event.target.closest('dialog')) return;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    starters.forEach((type) => removeEventListener(type, onSign, true));
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = deferred.nonce;
    script.textContent = deferred.textContent;
    deferred.replaceWith(script);
    const giveUp = setTimeout(() => release(false), giveUpMs);
    addEventListener(
      hydratedEvent,
      () => {
        clearTimeout(giveUp);
        release(true);
      },
      { once: true },
    );
  };

  // After the load event: on a slow connection they would otherwise share it with the page being painted.
  // One link per task: each starts a request, and the page stays free for a person in between.
  const prefetch = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (started || !href) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
    setTimeout(() => prefetch(hrefs));
  };
  const listed = () => JSON.parse(document.getElementById(modulesId)?.textContent || '[]') as string[];
  addEventListener('click', holdClick, true);
  addEventListener('input', noteTyping, true);
  addEventListener('change', noteTyping, true);
  addEventListener('pointermove', noteHover, { capture: true, passive: true });
  starters.forEach((type) => addEventListener(type, onSign, { capture: true, passive: true }));
  // A query (?login=1…) needs the client at once. A stored session or cart is read a task later: the first
  // storage read of a page waits on the browser process (1–13 ms here), which would lengthen this task.
  if (location.search !== '') start();
  setTimeout(() => {
    try {
      const session = new RegExp(sessionKey);
      for (let index = 0; index < localStorage.length; index++)
        if (session.test(localStorage.key(index) ?? '')) start();
    } catch {
      // Blocked storage holds no session or cart.
    }
    // In a task of its own, apart from the storage read and from the load event's task: together they made
    // one long task under Lighthouse's instrumentation (ADR 0079).
    const prefetchSoon = () => setTimeout(() => prefetch(listed()));
    if (document.readyState === 'complete') prefetchSoon();
    else addEventListener('load', prefetchSoon, { once: true });
  });
}

// Any stored session field ('2_token', '2_cart'…, lib/session.ts) means the header renders differently.
const SESSION_KEY = `^\\d+_(${SESSION_FIELDS.join('|')})$`;

/** The inline script's source, built on the server only (the browser receives it in the HTML). */
export function deferredHydrationScript(): string {
  const args = [DEFERRED_MODULE_TYPE, HYDRATED_EVENT, GIVE_UP_MS, SESSION_KEY, DEFERRED_MODULES_ID].map(
    // Inside an inline script '<' is escaped, so no value can close the script element.
    (arg) => JSON.stringify(arg).replace(/</g, '\\u003c'),
  );
  return `(${deferredHydrationTrigger.toString()})(${args.join(',')});`;
}
