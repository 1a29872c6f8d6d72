import type { CartItem } from '@portal/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import { useModals } from '~/ui/modal/modal-manager';
import { Toaster } from '~/ui/toast/toaster';
import { useCart } from '../hooks/use-cart';
import { useCartRepair } from '../hooks/use-cart-repair';
import { KEEP_LIVE_ATTRIBUTE, useModalPanel } from '../hooks/use-modal-panel';
import { usePlanOptions } from '../hooks/use-plan-options';
import { useSlide } from '../hooks/use-slide';
import { dismissToasts } from '~/ui/toast/toast';
import styles from './cart-panel.module.css';

export const CART_PANEL_ID = 'cart-panel';

// What the open panel shows loads when it first opens: the list with its rows, quantities and add-ons, then
// step 1 (form, captcha, react-hook-form) when someone goes to send the cart (design §8).
const CartList = lazy(() => import('./cart-list'));
const CartForm = lazy(() => import('./cart-form'));

export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
}

type Step = { kind: 'list' } | { kind: 'form' };
const LIST: Step = { kind: 'list' };

/**
 * 'Mis compras' (spec §2, §4): step 0 lists the cart, step 1 sends it as message type 7; on success the panel
 * closes and main modal 1 shows the request number and what was asked. While open it is modal: backdrop, the page behind inert, Escape
 * closes and focus returns to the opener.
 */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const cart = useCart();
  const modals = useModals();
  useCartRepair();
  const slide = useSlide(open);
  const [step, setStep] = useState<Step>(LIST);
  const options = usePlanOptions(open);
  // Every opening starts at the list (adjusting state during render, as React recommends over an effect).
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setStep(LIST);
  }
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useModalPanel(open, panelRef);

  useEffect(() => {
    if (open) {
      // 'Añadido al carrito' has done its job once the cart is on screen; it would cover the panel's head.
      dismissToasts();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      headingRef.current?.focus();
    } else {
      // Back to the button that opened the panel, so keyboard users do not land at the top of the page.
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);

  useEffect(() => headingRef.current?.focus(), [step]);
  // A price changed since the plan was added shows here, before sending (ADR 0064).
  const { sync } = cart;
  useEffect(() => {
    if (options.size > 0) sync(options);
  }, [options, sync]);

  const goToForm = () => {
    // No toast may cover the form's Enviar.
    dismissToasts();
    setStep({ kind: 'form' });
  };

  return (
    <>
      {slide === 'closed' ? null : (
        <div
          className={styles.backdrop}
          data-state={slide}
          onClick={onClose}
          aria-hidden="true"
          data-testid="cart-backdrop"
          {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}
        />
      )}
      <div
        ref={panelRef}
        id={CART_PANEL_ID}
        className={styles.panel}
        data-state={slide}
        role="dialog"
        aria-modal={open}
        aria-labelledby="cart-panel-title"
        hidden={slide === 'closed'}
        data-testid="cart-panel"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        {/* Nothing inside renders while closed: hydration stays light and pays no Intl set-up for the total. */}
        {slide === 'closed' ? null : (
          <>
            <div className={styles.head}>
              {step.kind === 'form' ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => setStep(LIST)}
                  aria-label="Volver a Mis compras"
                >
                  <Icon name="chevron-left" color="currentColor" />
                </button>
              ) : null}
              <h2 id="cart-panel-title" ref={headingRef} tabIndex={-1} className={styles.title}>
                Mis compras
              </h2>
              <button
                type="button"
                className={styles.iconButton}
                onClick={onClose}
                aria-label="Cerrar Mis compras"
              >
                <Icon name="close" color="currentColor" />
              </button>
            </div>
            {step.kind === 'list' ? (
              <Suspense fallback={<p role="status">Cargando…</p>}>
                <CartList
                  cart={cart}
                  options={options}
                  onFocusHeading={() => headingRef.current?.focus()}
                  onContinue={goToForm}
                />
              </Suspense>
            ) : (
              <Suspense fallback={<p role="status">Cargando formulario…</p>}>
                <CartForm
                  items={cart.items}
                  onSent={(number: string, items: CartItem[]) => {
                    cart.clear({ silent: true });
                    onClose();
                    modals.open('main-1', { number, items });
                  }}
                  onReview={() => setStep(LIST)}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
      <div {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}>
        <Toaster />
      </div>
    </>
  );
}
