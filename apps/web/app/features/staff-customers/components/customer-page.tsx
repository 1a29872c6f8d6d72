import { Link } from 'react-router';
import { Callout } from '~/ui/callout/callout';
import { useCustomerRecord } from '../api/customers-queries';
import { CustomerCoupons } from './customer-coupons';
import { CustomerLogins } from './customer-logins';
import { CustomerRecord } from './customer-record';
import styles from './customers.module.css';

/** A customer's page (issue #31 §3): the record and its histories, its logins and sessions, its coupons. */
export function CustomerPage({ customerNumber }: { customerNumber: number }) {
  const record = useCustomerRecord(customerNumber);
  return (
    <div className={styles.page}>
      <p>
        <Link to="/gestion/clientes">Volver a la búsqueda de clientes</Link>
      </p>
      <h1 className={styles.title}>
        Cliente {customerNumber}
        {record.data ? `: ${record.data.name}` : ''}
      </h1>
      {record.isPending ? <p role="status">Cargando el cliente…</p> : null}
      {record.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar el cliente. {record.error.message}
        </Callout>
      ) : null}
      {record.data ? (
        <>
          <CustomerRecord panel={record.data} />
          <CustomerLogins customerNumber={customerNumber} />
          <CustomerCoupons customerNumber={customerNumber} />
        </>
      ) : null}
    </div>
  );
}
