import type { Packet } from '@portal/domain';
import { useId } from 'react';
import { priceOf, type PriceLabels } from '../lib/price-labels';
import styles from './plan-card.module.css';

export interface PlanAddOnsProps {
  addOns: readonly Packet[];
  prices: PriceLabels;
}

/** The checkbox value of an add-on: the section reads the ticked ones when the plan is added. */
export const ADD_ON_NAME = 'plan-add-on';

/** 'Adicionales disponibles' as plain checkboxes: the ones ticked go to the cart with the plan. */
export function PlanAddOns({ addOns, prices }: PlanAddOnsProps) {
  const id = useId();
  return (
    <fieldset className={styles.addOns}>
      <legend className={styles.addOnsTitle}>Adicionales disponibles</legend>
      {addOns.map((addOn, index) => (
        <div key={addOn.packet_name} className={styles.addOn}>
          <input id={`${id}-${index}`} type="checkbox" name={ADD_ON_NAME} value={addOn.packet_name} />
          <label htmlFor={`${id}-${index}`}>
            {addOn.name || addOn.packet_name}{' '}
            <span className={styles.addOnPrice}>+ {priceOf(prices, addOn)} por mes</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
