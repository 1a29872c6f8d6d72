/**
 * The page's pop-ups are native <dialog> elements (ADR 0077): the server renders them and this code opens them,
 * so a pop-up needs no React and a page with one may still wait for the first interaction to hydrate. It runs
 * as an inline script after the dialogs (on a deferred page, once the parse ends: ADR 0079), so it must stay
 * self-contained: it is sent as its own source text. It runs again from React whenever a pop-up appears on a
 * later navigation or a modal closes.
 *
 * Opens the first pop-up of the page this visitor has not closed, unless one is open. Closing it (its button,
 * Escape, a press on the backdrop, or following its same-site link) marks it closed in localStorage under its
 * `data-popup-key` (spec §4) and opens the next.
 */
export function showNextPopup(): void {
  const dialogs = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[data-popup-key]'));
  if (dialogs.some((dialog) => dialog.open)) return;
  const markClosed = (key: string) => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // A full or blocked storage must not keep the pop-up from closing; it shows again next time.
    }
  };
  const wasClosed = (key: string) => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  const wire = (dialog: HTMLDialogElement) => {
    const key = dialog.getAttribute('data-popup-key') ?? '';
    const body = dialog.querySelector<HTMLElement>('[data-popup-body]');
    const hint = dialog.querySelector<HTMLElement>('[data-popup-hint]');
    const media = dialog.querySelector<HTMLElement>('[data-popup-media]');
    const image = media?.querySelector('img');
    const dropImage = () => media?.setAttribute('hidden', '');
    dialog.querySelectorAll<HTMLElement>('[data-popup-color]').forEach((button) => {
      button.style.background = button.getAttribute('data-popup-background') ?? '';
      button.style.color = button.getAttribute('data-popup-color') ?? '';
    });
    if (image?.complete && image.naturalWidth === 0) dropImage();
    else image?.addEventListener('error', dropImage);
    // The hint shows while the end of the message is out of sight (observed: no layout forced to know it).
    const end = dialog.querySelector('[data-popup-end]');
    if (body && hint && end)
      new IntersectionObserver(([entry]) => (hint.hidden = entry?.isIntersecting ?? true), {
        root: body,
      }).observe(end);
    // The dialog's box is covered by its frame, so a click whose target is the dialog landed on the backdrop.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (link) markClosed(key);
    });
    dialog.addEventListener('close', () => {
      if (dialog.hasAttribute('data-popup-suspended')) {
        // Put away for a modal the person opened: it shows again once that closes.
        dialog.removeAttribute('data-popup-suspended');
        dialog.removeAttribute('data-popup-shown');
        return;
      }
      markClosed(key);
      showNextPopup();
    });
    dialog.setAttribute('data-popup-wired', '');
  };
  const next = dialogs.find(
    (dialog) =>
      !dialog.hasAttribute('data-popup-shown') && !wasClosed(dialog.getAttribute('data-popup-key') ?? ''),
  );
  if (!next) return;
  if (!next.hasAttribute('data-popup-wired')) wire(next);
  next.setAttribute('data-popup-shown', '');
  next.showModal();
}

/** Puts an open pop-up away, not closed, while one of the portal's own modals is open over the page. */
export function suspendPopups(): void {
  document.querySelectorAll<HTMLDialogElement>('dialog[data-popup-key][open]').forEach((dialog) => {
    dialog.setAttribute('data-popup-suspended', '');
    dialog.close();
  });
}

/**
 * The inline script's source, built on the server only (the browser receives it in the HTML). It opens the
 * pop-up in the next frame's animation callbacks: opening focuses it, which needs the page laid out, and
 * there that is the frame's own layout rather than one forced in the middle of parsing.
 */
export function showNextPopupScript(): string {
  return `requestAnimationFrame(${showNextPopup.toString()});`;
}
