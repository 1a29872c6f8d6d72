import styles from './plan-card.module.css';

/** The monthly price with its period; kept local so the shared ui/price can replace it later. */
export function PlanPrice({ label }: { label: string }) {
  return (
    <p className={styles.price}>
      <strong data-testid="plan-price">{label}</strong> <span className={styles.period}>por mes</span>
    </p>
  );
}

/** 'Promoción'; kept local so the shared ui/badge can replace it later. */
export function PlanBadge({ children }: { children: string }) {
  return <span className={styles.badge}>{children}</span>;
}
