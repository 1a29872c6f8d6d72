import { DEFERRED_MODULE_TYPE } from '../deferred-hydration/trigger';

// React Router's <Scripts> writes one inline module: it imports the route modules and then the browser entry.
const MODULE_SCRIPT_OPEN = /<script([^>]*) type="module" async="">/;
const ROUTE_MODULES_MARK = 'window.__reactRouterRouteModules';
// Long enough to hold an opening tag split between two chunks (the nonce makes it about 70 characters).
const CARRY = 200;

/**
 * Gives the route-modules script a type the browser does not run, so nothing loads until the inline trigger
 * (deferred-hydration/trigger.ts) starts it on the first interaction. Passes every other byte through as it
 * comes, holding back at most a few hundred characters until the script has gone by.
 */
export function deferModuleScript(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;

  // What can go out now; `pending` keeps what may still hold (part of) the script.
  const scan = (): string => {
    let out = '';
    for (;;) {
      const open = MODULE_SCRIPT_OPEN.exec(pending);
      if (!open) {
        const keep = Math.max(pending.length - CARRY, 0);
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return out;
      }
      const close = pending.indexOf('</script>', open.index);
      // The script's text decides; until its end has arrived, hold it back.
      if (close === -1) {
        out += pending.slice(0, open.index);
        pending = pending.slice(open.index);
        return out;
      }
      const afterOpen = open.index + open[0].length;
      if (pending.slice(afterOpen, close).includes(ROUTE_MODULES_MARK)) {
        done = true;
        out += `${pending.slice(0, open.index)}<script${open[1]} type="${DEFERRED_MODULE_TYPE}">${pending.slice(afterOpen)}`;
        pending = '';
        return out;
      }
      // Another module script: it goes out as it is, and the search goes on after it.
      out += pending.slice(0, close);
      pending = pending.slice(close);
    }
  };

  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      pending += decoder.decode(chunk, { stream: true });
      const out = scan();
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
