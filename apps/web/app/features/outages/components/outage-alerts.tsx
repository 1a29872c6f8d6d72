import { useId } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { useSession } from '~/lib/session/use-session';
import { useCustomerOutages, useOutageSubscription } from '../api/outages-queries';
import styles from './outages.module.css';

/** Mis servicios: the customer asks to be mailed when an incident reaches the locality of their address. */
export function OutageAlerts() {
  const session = useSession();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = useCustomerOutages(clientenro, !session.firstEntry);
  if (clientenro === undefined || !query.data) return null;
  return <OutageAlertsToggle clientenro={clientenro} {...query.data} />;
}

interface ToggleProps {
  clientenro: number;
  locality: string | null;
  subscribed: boolean;
  hasEmail: boolean;
}

function OutageAlertsToggle({ clientenro, locality, subscribed, hasEmail }: ToggleProps) {
  const id = useId();
  const change = useOutageSubscription(clientenro);
  const failure = change.error ? formFailure(change.error) : null;
  const error = failure ? (failure.fields.subscribed ?? failure.alert) : null;
  const where = locality ?? 'tu localidad';
  const canSubscribe = hasEmail && locality !== null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="outage-alerts">
      <h2 id={`${id}-title`} className={styles.title}>
        Avisos de cortes
      </h2>
      {canSubscribe || subscribed ? (
        <div className={styles.toggle}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkbox}
            checked={subscribed}
            aria-describedby={error ? `${id}-error` : `${id}-status`}
            // Not disabled while saving: a disabled control would drop the keyboard focus.
            onChange={(e) => {
              if (!change.isPending) change.mutate(e.target.checked);
            }}
          />
          <label htmlFor={id}>Avisame por mail cuando haya un corte en {where}</label>
        </div>
      ) : null}
      <p id={`${id}-status`} className={styles.status} role="status">
        {subscribed ? `Te avisamos por mail de los cortes en ${where}.` : null}
        {!subscribed && !hasEmail
          ? 'Agregá un email en tus datos de contacto para recibir estos avisos.'
          : null}
        {!subscribed && hasEmail && locality === null
          ? 'Tu domicilio no tiene localidad cargada: comunicate con nosotros para completarlo.'
          : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
