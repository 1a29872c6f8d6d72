import type { Packet } from '@portal/domain';
import { useId } from 'react';
import { priceOf, type PriceLabels } from '../lib/price-labels';
import styles from './plan-card.module.css';

export interface PlanAddOnsProps {
  addOns: readonly Packet[];
  chosen: ReadonlySet<string>;
  prices: PriceLabels;
  onToggle: (packetName: string) => void;
}

/** 'Adicionales disponibles' as checkboxes: the ones ticked go to the cart with the plan. */
export function PlanAddOns({ addOns, chosen, prices, onToggle }: PlanAddOnsProps) {
  const id = useId();
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.addOnsTitle}>Adicionales disponibles</legend>
      {addOns.map((addOn, index) => (
        <div key={addOn.packet_name} className={styles.addOn}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={chosen.has(addOn.packet_name)}
            onChange={() => onToggle(addOn.packet_name)}
          />
          <label htmlFor={`${id}-${index}`}>
            {addOn.name || addOn.packet_name}{' '}
            <span className={styles.addOnPrice}>+ {priceOf(prices, addOn)} por mes</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
