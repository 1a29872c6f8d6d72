import { formatDateTime, formatPesos, type PaymentReview } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { usePaymentReviews } from '../api/billing-queries';
import { useBillingRole } from '../hooks/use-billing-role';
import { REVIEW_KIND_LABELS } from '../lib/billing-labels';
import { ResolveReviewDialog } from './resolve-review-dialog';
import styles from './billing.module.css';

type Status = 'open' | 'resolved';
const column = createColumnHelper<PaymentReview>();

/** Payments that need a person (issue #31 §4): charge-backs, refunds, wrong amounts, closed links paid. */
export function PaymentReviewsPage() {
  const canResolve = useBillingRole('supervisor');
  const [status, setStatus] = useState<Status>('open');
  const [resolving, setResolving] = useState<PaymentReview | null>(null);
  const reviews = usePaymentReviews(status);
  const columns = useMemo(
    () => [
      column.accessor('detectedAt', { header: 'Detectado', cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('kind', { header: 'Motivo', cell: (info) => REVIEW_KIND_LABELS[info.getValue()] }),
      column.accessor('customerName', {
        header: 'Cliente',
        cell: ({ row: { original } }) => (
          <>
            {original.customerName ?? '—'}
            {original.clientenro === null ? null : (
              <span className={styles.muted}>N.º {original.clientenro}</span>
            )}
          </>
        ),
      }),
      column.accessor('gatewayPaymentId', {
        header: 'Pago',
        cell: ({ row: { original } }) => (
          <>
            {original.gatewayPaymentId}
            <span className={styles.muted}>{original.gateway}</span>
          </>
        ),
      }),
      column.accessor('amountCents', {
        header: 'Importe',
        cell: ({ row: { original } }) => (
          <span className={styles.money}>
            {formatPesos(original.amountCents)}
            {original.expectedCents === null ? null : (
              <span className={styles.muted}>el link pedía {formatPesos(original.expectedCents)}</span>
            )}
          </span>
        ),
      }),
      status === 'open'
        ? column.display({
            id: 'acciones',
            header: 'Acciones',
            cell: ({ row: { original } }) =>
              canResolve ? (
                <Button variant="secondary" onClick={() => setResolving(original)}>
                  Resolver<span className="visually-hidden"> el pago {original.gatewayPaymentId}</span>
                </Button>
              ) : (
                '—'
              ),
          })
        : column.accessor('note', {
            header: 'Resolución',
            cell: ({ row: { original } }) => (
              <>
                {original.note}
                <span className={styles.muted}>
                  {original.resolvedBy ?? '—'}
                  {original.resolvedAt ? `, ${formatDateTime(original.resolvedAt)}` : ''}
                </span>
              </>
            ),
          }),
    ],
    [status, canResolve],
  );
  // TanStack Table's instance is read fresh each render; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: reviews.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Pagos para revisar</h1>
      <p className={styles.lead}>
        Contracargos, devoluciones, importes que no coinciden con el link y links pagados después de cerrarse.
        El portal no los resuelve solo: revisá cada uno y dejá una nota de qué se hizo.
      </p>
      <div className={styles.tabs} role="group" aria-label="Mostrar">
        <Button
          variant={status === 'open' ? 'primary' : 'secondary'}
          aria-pressed={status === 'open'}
          onClick={() => setStatus('open')}
        >
          Abiertos
        </Button>
        <Button
          variant={status === 'resolved' ? 'primary' : 'secondary'}
          aria-pressed={status === 'resolved'}
          onClick={() => setStatus('resolved')}
        >
          Resueltos
        </Button>
      </div>
      {reviews.isPending ? <p role="status">Cargando los pagos…</p> : null}
      {reviews.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los pagos. {reviews.error.message}
        </Callout>
      ) : null}
      {reviews.data && reviews.data.items.length === 0 ? (
        <p>
          {status === 'open' ? 'No hay pagos esperando una revisión.' : 'Todavía no se resolvió ninguno.'}
        </p>
      ) : null}
      {reviews.data && reviews.data.items.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption>
              {status === 'open' ? 'Abiertos, el más viejo primero' : 'Resueltos, el más nuevo primero'}
            </caption>
            <DataTableHead table={table} />
            <DataTableBody table={table} />
          </table>
        </div>
      ) : null}
      {resolving ? <ResolveReviewDialog review={resolving} onClose={() => setResolving(null)} /> : null}
    </div>
  );
}
