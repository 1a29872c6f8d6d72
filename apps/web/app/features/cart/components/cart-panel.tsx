import { formatPesos, messages, pesosToCents, sumCents } from '@portal/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { useCart } from '../hooks/use-cart';
import { useCartRepair } from '../hooks/use-cart-repair';
import { usePlanOptions } from '../hooks/use-plan-options';
import { useSlide } from '../hooks/use-slide';
import { CartItemRow } from './cart-item-row';
import styles from './cart-panel.module.css';
import { CartToaster } from './cart-toaster';

export const CART_PANEL_ID = 'cart-panel';

// Step 1 (form, captcha, react-hook-form) loads only when someone goes to send the cart (design §8).
const CartForm = lazy(() => import('./cart-form'));

export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
}

/** 'Mis compras' (spec §2, §4): step 0 lists the cart, step 1 sends it as message type 7. */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const cart = useCart();
  useCartRepair();
  const slide = useSlide(open);
  const [step, setStep] = useState<0 | 1>(0);
  const options = usePlanOptions(open);
  // Every opening starts at the list (adjusting state during render, as React recommends over an effect).
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setStep(0);
  }
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      headingRef.current?.focus();
    } else {
      // Back to the button that opened the panel, so keyboard users do not land at the top of the page.
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);

  useEffect(() => headingRef.current?.focus(), [step]);

  const empty = cart.items.length === 0;
  // The domain's cartTotalCents computed from its parts: importing it would pull zod (its module defines
  // the schemas) into every page. cart-logic.test.ts checks that both agree.
  const total = sumCents(cart.items.map((item) => pesosToCents(item.amount)));

  return (
    <>
      <aside
        id={CART_PANEL_ID}
        className={styles.panel}
        data-state={slide}
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
              {step === 1 ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => setStep(0)}
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
            {step === 0 ? (
              <>
                {empty ? (
                  <p className={styles.empty}>{messages.cartEmpty}</p>
                ) : (
                  <ul className={styles.list} aria-label="Productos en el carrito">
                    {cart.items.map((item, index) => (
                      <CartItemRow
                        key={`${index}-${item.title}-${item.packet_name}`}
                        item={item}
                        options={options.get(item.title) ?? []}
                        onChangePlan={(packet) => cart.changePlan(index, packet)}
                        onRemove={() => {
                          cart.remove(index);
                          // The pressed button is gone: keep focus inside the panel.
                          headingRef.current?.focus();
                        }}
                      />
                    ))}
                  </ul>
                )}
                <p className={styles.total}>
                  <span>{messages.cartTotalLabel}</span>
                  <strong data-testid="cart-total">{formatPesos(total)}</strong>
                </p>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      cart.clear();
                      headingRef.current?.focus();
                    }}
                    disabled={empty}
                  >
                    Vaciar carrito
                  </Button>
                  <Button onClick={() => setStep(1)} disabled={empty}>
                    Aceptar
                  </Button>
                </div>
              </>
            ) : (
              <Suspense fallback={<p role="status">Cargando formulario…</p>}>
                <CartForm
                  items={cart.items}
                  onSent={() => {
                    cart.clear({ silent: true });
                    onClose();
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </aside>
      <CartToaster />
    </>
  );
}
