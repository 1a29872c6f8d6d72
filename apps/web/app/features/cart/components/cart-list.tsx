import { cartTotalCents, formatPesos, messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import type { CartActions } from '../hooks/use-cart';
import type { PlanOptions } from '../hooks/use-plan-options';
import { CartItemRow } from './cart-item-row';
import styles from './cart-panel.module.css';

export interface CartListProps {
  cart: CartActions;
  options: PlanOptions;
  /** Where focus goes when the pressed button disappears (a removed line, an emptied cart). */
  onFocusHeading: () => void;
  onContinue: () => void;
}

/** Step 0 of 'Mis compras': each line with its plan, add-ons and quantity, the total, and the way to send. */
export default function CartList({ cart, options, onFocusHeading, onContinue }: CartListProps) {
  const empty = cart.items.length === 0;
  const total = cartTotalCents(cart.items);
  return (
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
              onToggleAddOn={(addOn) => cart.toggleAddOn(index, addOn)}
              onQuantity={(quantity) => cart.setQuantity(index, quantity)}
              onRemove={() => {
                cart.remove(index);
                onFocusHeading();
              }}
            />
          ))}
        </ul>
      )}
      <p className={styles.total}>
        <span>{messages.cartTotalLabel}</span>
        <strong className={styles.nowrap} data-testid="cart-total">
          {formatPesos(total)}
        </strong>
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            cart.clear();
            onFocusHeading();
          }}
          disabled={empty}
        >
          Vaciar carrito
        </Button>
        <Button onClick={onContinue} disabled={empty}>
          Aceptar
        </Button>
      </div>
    </>
  );
}
