import { formatDate, formatDateTime, formatPesos, type CustomerPanel as Panel } from '@portal/domain';
import { Link } from 'react-router';
import { useCustomerPanel } from '../../api/desk-queries';
import { formatDay, statusLabel } from '../../lib/desk-format';
import { requestPath } from '../../lib/desk-paths';
import styles from './customer-panel.module.css';

function PanelBody({ panel, currentNumber }: { panel: Panel; currentNumber: string }) {
  const others = panel.pastRequests.filter((r) => r.number !== currentNumber);
  return (
    <>
      <dl className={styles.facts}>
        <dt>Cliente</dt>
        <dd>
          {panel.name} · N° {panel.customerNumber}
        </dd>
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
        <dd className={panel.balanceCents > 0 ? styles.debt : undefined}>
          {formatPesos(panel.balanceCents)}
        </dd>
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
      <h3 className={styles.subtitle}>Facturas</h3>
      {panel.invoices.length === 0 ? (
        <p className={styles.muted}>No tiene facturas.</p>
      ) : (
        // Five money columns outgrow the side column at 1280 px: the table scrolls inside its own region.
        <div className={styles.tableScroll} role="region" aria-label="Facturas del cliente" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Facturas del cliente</caption>
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Vence</th>
                <th scope="col">Total</th>
                <th scope="col">Saldo</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {panel.invoices.map((i) => (
                <tr key={i.number}>
                  <td>{i.number}</td>
                  <td>{formatDay(i.dueDate)}</td>
                  <td>{formatPesos(i.totalCents)}</td>
                  <td>{formatPesos(i.balanceCents)}</td>
                  <td>{i.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className={styles.subtitle}>Pagos</h3>
      {panel.payments.length === 0 ? (
        <p className={styles.muted}>No hay pagos.</p>
      ) : (
        <ul className={styles.list}>
          {panel.payments.map((p) => (
            <li key={`${p.at}-${p.amountCents}`}>
              {formatDateTime(p.at)}: {formatPesos(p.amountCents)} ({p.method})
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subtitle}>Otras gestiones</h3>
      {others.length === 0 ? (
        <p className={styles.muted}>No tiene otras gestiones.</p>
      ) : (
        <ul className={styles.list}>
          {others.map((r) => (
            <li key={r.number}>
              <Link to={requestPath(r.number)}>{r.number}</Link> · {r.typeLabel} · {statusLabel(r.status)} ·{' '}
              {formatDate(r.createdAt)}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subtitle}>Cupones</h3>
      {panel.coupons.length === 0 ? (
        <p className={styles.muted}>No tiene cupones.</p>
      ) : (
        <ul className={styles.list}>
          {panel.coupons.map((c) => (
            <li key={c.code}>
              {c.code}: {c.description} {c.used ? '(usado)' : '(disponible)'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The customer beside the request; a visitor's request (no customer number) says so instead. */
export function CustomerPanel({
  customerNumber,
  currentNumber,
}: {
  customerNumber: number | null;
  currentNumber: string;
}) {
  const panel = useCustomerPanel(customerNumber);
  return (
    <details className={styles.panel} open>
      <summary className={styles.summary}>
        <h2 className={styles.title}>Cliente</h2>
      </summary>
      {customerNumber === null ? (
        <p className={styles.muted}>La envió alguien que no es cliente (o no inició sesión).</p>
      ) : panel.isPending ? (
        <p role="status">Cargando los datos del cliente…</p>
      ) : panel.isError ? (
        <p role="alert">No pudimos cargar los datos del cliente. {panel.error.message}</p>
      ) : (
        <PanelBody panel={panel.data} currentNumber={currentNumber} />
      )}
    </details>
  );
}
