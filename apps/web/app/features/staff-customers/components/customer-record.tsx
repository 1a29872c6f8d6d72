import {
  DESK_STATUS_LABELS,
  formatDate,
  formatDateTime,
  formatPesos,
  type CustomerPanel,
} from '@portal/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { RecordTable } from './record-table';
import styles from './customers.module.css';

type Invoice = CustomerPanel['invoices'][number];
type Payment = CustomerPanel['payments'][number];
type PastRequest = CustomerPanel['pastRequests'][number];

/** '2026-11-30' -> '30/11/2026', without going through Date (a calendar day, not an instant). */
const formatDay = (day: string) => day.split('-').reverse().join('/');

const invoice = createColumnHelper<Invoice>();
const invoiceColumns = [
  invoice.accessor('number', { header: 'Número' }),
  invoice.accessor('dueDate', { header: 'Vence', cell: (info) => formatDay(info.getValue()) }),
  invoice.accessor('totalCents', { header: 'Total', cell: (info) => formatPesos(info.getValue()) }),
  invoice.accessor('balanceCents', { header: 'Saldo', cell: (info) => formatPesos(info.getValue()) }),
  invoice.accessor('status', { header: 'Estado' }),
];

const payment = createColumnHelper<Payment>();
const paymentColumns = [
  payment.accessor('at', { header: 'Fecha', cell: (info) => formatDateTime(info.getValue()) }),
  payment.accessor('amountCents', { header: 'Importe', cell: (info) => formatPesos(info.getValue()) }),
  payment.accessor('method', { header: 'Medio' }),
];

const request = createColumnHelper<PastRequest>();
const requestColumns = [
  request.accessor('number', {
    header: 'Gestión',
    cell: (info) => (
      <Link to={`/gestion/gestiones/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  request.accessor('typeLabel', { header: 'Tipo' }),
  request.accessor('status', { header: 'Estado', cell: (info) => DESK_STATUS_LABELS[info.getValue()] }),
  request.accessor('createdAt', { header: 'Recibida', cell: (info) => formatDate(info.getValue()) }),
];

/** What the customer record holds, read through the desk's customer panel (masked debit, latest histories). */
export function CustomerRecord({ panel }: { panel: CustomerPanel }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="customer-data">
        <h2 id="customer-data" className={styles.subtitle}>
          Datos
        </h2>
        <dl className={styles.facts}>
          <dt>DNI</dt>
          <dd>{panel.dni}</dd>
          <dt>Estado</dt>
          <dd>{panel.status}</dd>
          <dt>Email</dt>
          <dd>{panel.email ?? '—'}</dd>
          <dt>Teléfonos</dt>
          <dd>{panel.phones.join(', ') || '—'}</dd>
          <dt>Domicilio</dt>
          <dd>{[panel.address, panel.locality].filter(Boolean).join(', ') || '—'}</dd>
          <dt>Saldo adeudado</dt>
          <dd>{formatPesos(panel.balanceCents)}</dd>
          <dt>Débito automático</dt>
          <dd>
            {panel.debit ? `${panel.debit.method} ${panel.debit.masked} (${panel.debit.status})` : 'No tiene'}
          </dd>
        </dl>
        <h3 className={styles.subtitle}>Servicios</h3>
        {panel.services.length === 0 ? (
          <p className={styles.muted}>No tiene servicios.</p>
        ) : (
          <ul className={styles.list}>
            {panel.services.map((s) => (
              <li key={`${s.product}-${s.plan}`}>
                {s.product}: {s.plan} ({s.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="customer-invoices">
          <h2 id="customer-invoices" className={styles.subtitle}>
            Facturas
          </h2>
          <RecordTable
            caption="Facturas del cliente"
            rows={panel.invoices}
            columns={invoiceColumns}
            empty="No tiene facturas."
          />
        </section>
        <section className={styles.section} aria-labelledby="customer-payments">
          <h2 id="customer-payments" className={styles.subtitle}>
            Pagos
          </h2>
          <RecordTable
            caption="Pagos del cliente"
            rows={panel.payments}
            columns={paymentColumns}
            empty="No hay pagos."
          />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="customer-requests">
        <h2 id="customer-requests" className={styles.subtitle}>
          Gestiones
        </h2>
        <RecordTable
          caption="Gestiones del cliente"
          rows={panel.pastRequests}
          columns={requestColumns}
          empty="No tiene gestiones."
        />
      </section>
    </>
  );
}
