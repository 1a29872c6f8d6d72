import type { CartItem, Packet } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { toCartItem } from '../lib/catalogue';
import { priceOf, type PriceLabels } from '../lib/price-labels';
import styles from './plan-card.module.css';

export interface PlanCardProps {
  productName: string;
  packet: Packet;
  /** Prices formatted by the loader on the server. */
  prices: PriceLabels;
  onAdd: (item: CartItem) => void;
}

/** One plan: name, code, promotion badge, monthly price, its add-ons and 'Agregar al carrito'. */
export function PlanCard({ productName, packet, prices, onAdd }: PlanCardProps) {
  const addOns = packet.packets ?? [];
  return (
    <li className={styles.card} data-testid="plan-card">
      <div className={styles.head}>
        <h3 className={styles.name}>{packet.name || packet.packet_name}</h3>
        {packet.promotion ? <span className={styles.badge}>Promoción</span> : null}
      </div>
      <p className={styles.code}>{packet.packet_name}</p>
      <p className={styles.price}>
        <strong data-testid="plan-price">{priceOf(prices, packet)}</strong>
        <span className={styles.period}> por mes</span>
      </p>
      {addOns.length > 0 ? (
        <div className={styles.addOns}>
          <p className={styles.addOnsTitle}>Adicionales disponibles</p>
          <ul>
            {addOns.map((addOn) => (
              <li key={addOn.packet_name}>
                {addOn.name || addOn.packet_name}: {priceOf(prices, addOn)}
                {addOn.promotion ? ' (promoción)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        className={styles.add}
        onClick={() => onAdd(toCartItem(productName, packet))}
        aria-label={`Agregar al carrito: ${packet.name || packet.packet_name}`}
      >
        Agregar al carrito
      </Button>
    </li>
  );
}
