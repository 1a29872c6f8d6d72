import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DialogHeader } from './dialog-header';
import { modalZIndex, type ModalLevel } from './modal-level';
import { holdPage } from './page-hold';
import styles from './modal.module.css';

export interface ModalProps {
  /** Required: it names the dialog for assistive technology. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  isOpen?: boolean;
  level?: ModalLevel;
  /** A click outside closes the modal unless a flow must not be lost by accident. */
  isDismissable?: boolean;
  /** Where focus goes on close when the element that opened the modal is gone (the action removed it). */
  returnFocus?: () => HTMLElement | null;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert],[hidden]') && (element.checkVisibility?.() ?? true),
  );
}

/**
 * Modal dialog: it blocks page scroll, makes the page behind it inert, keeps Tab inside, returns focus to
 * the opener on close and closes on Escape (ADR 0019). Plain DOM and no dependency, so opening one costs a
 * phone little; import it only from lazily loaded modal contents (design §8 budget).
 */
export function Modal({ isOpen = true, ...props }: ModalProps) {
  return isOpen ? <OpenModal {...props} /> : null;
}

function OpenModal({
  title,
  onClose,
  children,
  level = 0,
  isDismissable = true,
  returnFocus,
  className,
}: Omit<ModalProps, 'isOpen'>) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  const titleId = useId();
  const closeRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    closeRef.current = onClose;
    returnFocusRef.current = returnFocus;
  }, [onClose, returnFocus]);

  // Layout effect: the page is held and focus moved before the browser paints the open modal.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!overlay || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus first: focusing forces a style recalc, which then covers only the new dialog; the page made inert
    // just after is restyled in the next frame's own task, not in this one (ADR 0019).
    if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    const release = holdPage(overlay);
    return () => {
      release();
      const target = opener?.isConnected ? opener : returnFocusRef.current?.();
      target?.focus({ preventScroll: true });
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (event.key === 'Escape') {
      // A modal inside another one (in React's tree) closes alone.
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = focusableIn(dialog);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0] as HTMLElement;
    const last = focusable.at(-1) as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pressStartedOutside.current = event.target === event.currentTarget;
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts and ends on the backdrop closes: selecting text and releasing outside does not.
    if (isDismissable && pressStartedOutside.current && event.target === event.currentTarget)
      closeRef.current();
    pressStartedOutside.current = false;
  }

  return createPortal(
    <div
      ref={overlayRef}
      className={styles.overlay}
      // Set through the CSSOM on the client (modals never render on the server), so the strict CSP allows it.
      style={{ zIndex: modalZIndex(level) }}
      data-modal-level={level}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.modal, className].filter(Boolean).join(' ')}
      >
        <div className={styles.dialog}>
          <DialogHeader titleId={titleId} title={title} onClose={() => closeRef.current()} />
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
