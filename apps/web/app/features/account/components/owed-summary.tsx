import { formatIsoDate, formatPesos, type OwedSummary } from '@portal/domain';
import { Link } from 'react-router';
import { ACCOUNT_INVOICES } from '~/lib/paths';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import cards from './account-cards.module.css';

export interface OwedSummaryCardProps {
  owed: OwedSummary;
  today: string;
  /** Opens account modal 5 (invoice payment, features/payments); the route wires it. */
  onPay?: () => void;
}

/** What is owed (IMPAGA and PARCIAL balances), with the way to the invoices and their payment. */
export function OwedSummaryCard({ owed, today, onPay }: OwedSummaryCardProps) {
  const overdue = owed.next_due !== null && owed.next_due < today;
  return (
    <section className={cards.card} aria-labelledby="owed-summary-title">
      <h2 id="owed-summary-title" className={cards.cardTitle}>
        <Icon name="file" color="currentColor" />
        Saldo de tus facturas
      </h2>
      {owed.count === 0 ? (
        <p className={cards.text} data-testid="owed-summary">
          No tenés facturas pendientes de pago.
        </p>
      ) : (
        <div data-testid="owed-summary">
          <p className={cards.amount}>{formatPesos(owed.total_cents)}</p>
          <p className={cards.text}>
            {owed.count === 1 ? '1 factura pendiente' : `${owed.count} facturas pendientes`}
          </p>
          {owed.next_due ? (
            <p className={overdue ? cards.error : cards.muted}>
              {overdue ? 'Vencida desde el' : 'Próximo vencimiento:'} {formatIsoDate(owed.next_due)}
            </p>
          ) : null}
        </div>
      )}
      <div className={cards.actions}>
        {owed.count > 0 && onPay ? <Button onClick={onPay}>Pagar</Button> : null}
        <Link to={ACCOUNT_INVOICES} data-testid="owed-summary-link">
          Ver mis facturas
        </Link>
      </div>
    </section>
  );
}
