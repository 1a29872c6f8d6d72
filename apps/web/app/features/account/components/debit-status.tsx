import type { DebitStatus } from '@portal/domain';
import { Icon } from '~/ui/icon/icon';
import cards from './account-cards.module.css';

/** Read-only here: the automatic debit wizard comes with its own issue. */
export function debitStatusText(debit: DebitStatus): string {
  switch (debit.kind) {
    case 'card':
      return `Activo con ${debit.method}, tarjeta terminada en ${debit.last4}.`;
    case 'cbu':
      return `Activo por CBU, cuenta terminada en ${debit.last4}.`;
    case 'none':
      return 'No tenés débito automático registrado.';
  }
}

export function DebitStatusCard({ debit }: { debit: DebitStatus }) {
  const active = debit.kind !== 'none';
  return (
    <section className={cards.card} aria-labelledby="debit-status-title">
      <h2 id="debit-status-title" className={cards.cardTitle}>
        <Icon name={debit.kind === 'cbu' ? 'bank' : 'card'} color="currentColor" />
        Débito automático
      </h2>
      <p className={cards.text}>
        <span className={`${cards.badge} ${active ? '' : cards.badgeOff}`}>
          {active ? 'Activo' : 'Sin adherir'}
        </span>
      </p>
      <p className={cards.text} data-testid="debit-status">
        {debitStatusText(debit)}
      </p>
    </section>
  );
}
