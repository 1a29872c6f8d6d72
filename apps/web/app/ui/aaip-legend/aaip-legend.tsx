import { AAIP_LEGEND } from '@portal/domain';
import styles from './aaip-legend.module.css';

/** The Ley 25.326 legend that Disp. 10/2008 (AAIP) asks for under every form that collects personal data. */
export function AaipLegend({ className }: { className?: string }) {
  return (
    <p className={[styles.legend, className].filter(Boolean).join(' ')} data-testid="aaip-legend">
      {AAIP_LEGEND}
    </p>
  );
}
