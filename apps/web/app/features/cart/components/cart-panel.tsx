import { formatPesos, messages, pesosToCents, sumCents } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Icon } from '~/ui/icon/icon';
import type { StoredCartItem } from '../hooks/use-cart-items';
import styles from './cart-panel.module.css';

export const CART_PANEL_ID = 'cart-panel';

export interface CartPanelProps {
  open: boolean;
  items: StoredCartItem[];
  onClose: () => void;
}

/**
 * 'Mis compras' (spec §2). This issue lists what the cart holds; choosing plans and sending the
 * request come with the cart feature.
 */
export function CartPanel({ open, items, onClose }: CartPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const total = sumCents(items.map((item) => pesosToCents(item.amount)));
  return (
    <aside
      id={CART_PANEL_ID}
      className={styles.panel}
      aria-labelledby="cart-panel-title"
      hidden={!open}
      data-testid="cart-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id="cart-panel-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          Mis compras
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar Mis compras">
          <Icon name="close" color="currentColor" />
        </button>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{messages.cartEmpty}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={`${item.title}-${item.packet_name}-${index}`} className={styles.item}>
                <span>
                  <strong>{item.title}</strong>
                  <br />
                  {item.packet_name}
                </span>
                <span>{formatPesos(pesosToCents(item.amount))}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{messages.cartTotalLabel}</span>
            <strong>{formatPesos(total)}</strong>
          </p>
        </>
      )}
    </aside>
  );
}
