import { formatIsoDate, maskedCard, maskedCbu, messages, type DebitStatus } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DEBIT_PARAM } from '~/lib/paths';
import { buttonClassName } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import cards from './account-cards.module.css';
import styles from './debit-status.module.css';

// Account modal 4 belongs to features/debit, mounted by the account layout on these params.
const REGISTER = `?${DEBIT_PARAM.name}=${DEBIT_PARAM.register}`;
const CANCEL = `?${DEBIT_PARAM.name}=${DEBIT_PARAM.cancel}`;

/** The debit in force (method, masked number, bank, since, card expiry) with Cambiar and Dar de baja. */
export function DebitStatusCard({ debit }: { debit: DebitStatus }) {
  const primary = useRef<HTMLAnchorElement>(null);
  const shownKind = useRef(debit.kind);
  // After a cancellation the 'Dar de baja' link that opened it is gone: focus lands on Adherir, not on <body>.
  useEffect(() => {
    if (shownKind.current !== debit.kind && document.activeElement === document.body) {
      primary.current?.focus({ preventScroll: true });
    }
    shownKind.current = debit.kind;
  }, [debit.kind]);

  return (
    <section className={cards.card} aria-labelledby="debit-status-title">
      <h2 id="debit-status-title" className={cards.cardTitle}>
        <Icon name={debit.kind === 'cbu' ? 'bank' : 'card'} color="currentColor" />
        Débito automático
      </h2>
      <p className={cards.text}>
        <span className={`${cards.badge} ${debit.kind === 'none' ? cards.badgeOff : ''}`}>
          {debit.kind === 'none' ? 'Sin adherir' : 'Activo'}
        </span>
      </p>
      {debit.kind === 'none' ? (
        <p className={cards.text} data-testid="debit-status">
          {messages.debitNotRegistered}
        </p>
      ) : (
        <dl className={styles.facts} data-testid="debit-status">
          <dt>Medio de pago</dt>
          <dd>{debit.method}</dd>
          <dt>{debit.kind === 'card' ? 'Tarjeta' : 'Cuenta'}</dt>
          <dd>{debit.kind === 'card' ? maskedCard(debit.last4) : maskedCbu(debit.last4)}</dd>
          {debit.bank ? (
            <>
              <dt>Banco</dt>
              <dd>{debit.bank}</dd>
            </>
          ) : null}
          {debit.kind === 'card' ? (
            <>
              <dt>Vence</dt>
              <dd>{debit.expiry}</dd>
            </>
          ) : null}
          <dt>Desde</dt>
          <dd>{formatIsoDate(debit.since)}</dd>
        </dl>
      )}
      <div className={cards.actions}>
        <Link ref={primary} to={REGISTER} className={buttonClassName()} preventScrollReset>
          {debit.kind === 'none' ? 'Adherir' : 'Cambiar'}
        </Link>
        {debit.kind === 'none' ? null : (
          <Link to={CANCEL} className={buttonClassName('secondary')} preventScrollReset>
            Dar de baja
          </Link>
        )}
      </div>
    </section>
  );
}
