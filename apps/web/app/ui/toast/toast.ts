// Toasts through sonner, loaded on the first toast so it costs the home route nothing (design §8).
// Messages sent before the toaster has mounted wait here, since sonner drops toasts nobody listens to.

export interface ToasterApi {
  show: (message: string) => void;
  dismissAll: () => void;
}

let toaster: ToasterApi | null = null;
let requestMount: (() => void) | null = null;
const pending: string[] = [];

export function notify(message: string): void {
  if (toaster) {
    toaster.show(message);
    return;
  }
  pending.push(message);
  requestMount?.();
}

/** Clears every toast on screen and queued: the cart form's Enviar must never sit under one. */
export function dismissToasts(): void {
  pending.length = 0;
  toaster?.dismissAll();
}

/** Called by the shell's toaster slot: it mounts the toaster when the first message arrives. */
export function setToasterMountRequest(request: (() => void) | null): void {
  requestMount = request;
  if (request && pending.length > 0) request();
}

/** Called by the mounted toaster with sonner's functions. */
export function setToasterReady(api: ToasterApi | null): void {
  toaster = api;
  if (api) for (const message of pending.splice(0)) api.show(message);
}
