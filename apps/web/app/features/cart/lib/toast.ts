// Cart toasts through sonner, loaded on the first toast so it costs the home route nothing (design §8).
// Messages sent before the toaster has mounted wait here, since sonner drops toasts nobody listens to.

let show: ((message: string) => void) | null = null;
let requestMount: (() => void) | null = null;
const pending: string[] = [];

export function notify(message: string): void {
  if (show) {
    show(message);
    return;
  }
  pending.push(message);
  requestMount?.();
}

/** Called by the shell's toaster slot: it mounts the toaster when the first message arrives. */
export function setToasterMountRequest(request: (() => void) | null): void {
  requestMount = request;
  if (request && pending.length > 0) request();
}

/** Called by the mounted toaster with sonner's toast function. */
export function setToasterReady(toast: ((message: string) => void) | null): void {
  show = toast;
  if (toast) for (const message of pending.splice(0)) toast(message);
}
