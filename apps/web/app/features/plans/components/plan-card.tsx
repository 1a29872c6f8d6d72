import type { Packet } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { installationLine, promotionLine, speedParts, termLine } from '../lib/plan-facts';
import { priceOf, type PriceLabels } from '../lib/price-labels';
import { PlanAddOns } from './plan-add-ons';
import styles from './plan-card.module.css';
import { PlanBadge, PlanPrice } from './plan-price';

export interface PlanCardProps {
  packet: Packet;
  /** Prices formatted by the loader on the server. */
  prices: PriceLabels;
}

/** What the section's delegated click handler reads: the button's plan and the card's ticked add-ons. */
export const PLAN_CARD_ATTRIBUTE = 'data-plan-card';
export const ADD_PLAN_ATTRIBUTE = 'data-add-plan';

/**
 * One plan as a buyer reads it: name, monthly price and what a promotion means, speeds, what is included,
 * installation and term, the add-ons to choose and 'Agregar al carrito'. Internal codes stay off the card.
 * It holds no state and no handler: the add-ons are plain checkboxes and the section handles the button
 * (PlanSection), so the card's server HTML needs no hydration (ADR 0019).
 */
export function PlanCard({ packet, prices }: PlanCardProps) {
  const addOns = packet.packets ?? [];
  const title = packet.name || packet.packet_name;
  const promotion = promotionLine(packet, prices);
  const speeds = speedParts(packet);
  const terms = [installationLine(packet, prices), termLine(packet)].filter((l): l is string => l !== null);

  return (
    <li className={styles.card} data-testid="plan-card" {...{ [PLAN_CARD_ATTRIBUTE]: '' }}>
      <div className={styles.head}>
        <h3 className={styles.name}>{title}</h3>
        {packet.promotion ? <PlanBadge>Promoción</PlanBadge> : null}
      </div>
      <PlanPrice label={priceOf(prices, packet)} />
      {promotion ? (
        <p className={styles.promotion} data-testid="plan-promotion">
          {promotion}
        </p>
      ) : null}
      {speeds.length > 0 ? (
        <p className={styles.speed} data-testid="plan-speed">
          {/* Each speed stays whole; a narrow card breaks between them. */}
          {speeds.map((part, index) => (
            <span key={part}>
              {index > 0 ? ' / ' : null}
              <span className={styles.nowrap}>{part}</span>
            </span>
          ))}
        </p>
      ) : null}
      {packet.includes && packet.includes.length > 0 ? (
        <ul className={styles.includes} aria-label={`Qué incluye ${title}`}>
          {packet.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {terms.length > 0 ? (
        <ul className={styles.terms} aria-label="Instalación y permanencia">
          {terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {addOns.length > 0 ? <PlanAddOns addOns={addOns} prices={prices} /> : null}
      <Button
        className={styles.add}
        {...{ [ADD_PLAN_ATTRIBUTE]: packet.packet_name }}
        aria-label={`Agregar al carrito: ${title}`}
      >
        Agregar al carrito
      </Button>
    </li>
  );
}
