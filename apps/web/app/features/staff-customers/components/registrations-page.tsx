import {
  formatDateTime,
  REGISTRATION_LIST_LABELS,
  REGISTRATION_STATES,
  type RegistrationItem,
  type RegistrationState,
} from '@portal/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useApproveRegistration, useRegistrations, useRejectRegistration } from '../api/customers-queries';
import { useHasStaffRole } from '../hooks/use-staff-role';
import { customerPath } from '../lib/customers-format';
import { ApproveDialog, RejectDialog } from './registration-dialogs';
import { RecordTable } from './record-table';
import styles from './customers.module.css';

const column = createColumnHelper<RegistrationItem>();
const isState = (value: string | null): value is RegistrationState =>
  (REGISTRATION_STATES as readonly (string | null)[]).includes(value);

type Deciding = { kind: 'approve' | 'reject'; registration: RegistrationItem } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

function customerCell(item: RegistrationItem) {
  if (item.customerNumber !== null) {
    return <Link to={customerPath(item.customerNumber)}>Cliente {item.customerNumber}</Link>;
  }
  const existing = item.existingCustomer;
  return existing ? (
    <>
      Mismo DNI que <Link to={customerPath(existing.customerNumber)}>{existing.customerNumber}</Link>
    </>
  ) : (
    'Nuevo'
  );
}

/** The registrations queue (issue #31 §3): supervisors and admins approve or reject; any member reads. */
export function RegistrationsPage() {
  const [params] = useSearchParams();
  const raw = params.get('estado');
  const state: RegistrationState = isState(raw) ? raw : 'pending';
  const registrations = useRegistrations(state);
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const canAct = useHasStaffRole('supervisor') && state === 'pending';
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const columns = useMemo(() => {
    const base = [
      column.accessor('number', {
        header: 'Solicitud',
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{formatDateTime(info.row.original.createdAt)}</span>
          </>
        ),
      }),
      column.accessor('name', {
        header: 'Persona',
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className={styles.muted}>DNI {info.row.original.dni}</span>
          </>
        ),
      }),
      column.accessor('email', {
        header: 'Contacto',
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{info.row.original.phone}</span>
          </>
        ),
      }),
      column.accessor('address', { header: 'Domicilio' }),
      column.display({ id: 'cliente', header: 'Cliente', cell: ({ row }) => customerCell(row.original) }),
    ];
    if (!canAct) return base;
    return [
      ...base,
      column.display({
        id: 'acciones',
        header: 'Acciones',
        cell: ({ row: { original: registration } }) => (
          <div className={styles.actions}>
            <Button className={styles.small} onClick={() => setDeciding({ kind: 'approve', registration })}>
              Aprobar<span className="visually-hidden"> {registration.number}</span>
            </Button>
            <Button
              variant="secondary"
              className={styles.small}
              onClick={() => setDeciding({ kind: 'reject', registration })}
            >
              Rechazar<span className="visually-hidden"> {registration.number}</span>
            </Button>
          </div>
        ),
      }),
    ];
  }, [canAct]);

  const decided = (text: string) => {
    setDeciding(null);
    setNotice({ tone: 'success', text });
  };
  const failed = (error: Error) => {
    setDeciding(null);
    setNotice({ tone: 'error', text: formFailure(error).alert });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Altas por la web</h1>
      <nav aria-label="Estado de las solicitudes">
        <ul className={styles.tabs}>
          {REGISTRATION_STATES.map((option) => (
            <li key={option}>
              <Link
                to={option === 'pending' ? '?' : `?estado=${option}`}
                aria-current={option === state ? 'page' : undefined}
                onClick={() => setNotice(null)}
              >
                {REGISTRATION_LIST_LABELS[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notice ? (
        <Callout tone={notice.tone} announce>
          {notice.text}
        </Callout>
      ) : null}
      {registrations.isPending ? <p role="status">Cargando las solicitudes…</p> : null}
      {registrations.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar las solicitudes. {registrations.error.message}
        </Callout>
      ) : null}
      {registrations.data ? (
        <RecordTable
          caption={`Solicitudes de registro ${REGISTRATION_LIST_LABELS[state].toLowerCase()}`}
          rows={registrations.data.items}
          columns={columns}
          empty="No hay solicitudes en esta lista."
          rowTestId="registration-row"
        />
      ) : null}
      {deciding?.kind === 'approve' ? (
        <ApproveDialog
          registration={deciding.registration}
          busy={approve.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={() =>
            approve.mutate(deciding.registration.number, {
              onSuccess: (item) =>
                decided(
                  `Aprobamos el registro de ${item.name}: es el cliente ${item.customerNumber ?? '—'}.`,
                ),
              onError: failed,
            })
          }
        />
      ) : null}
      {deciding?.kind === 'reject' ? (
        <RejectDialog
          registration={deciding.registration}
          busy={reject.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(reason) =>
            reject.mutate(
              { requestNumber: deciding.registration.number, reason },
              {
                onSuccess: () => decided('Rechazamos el registro y le mandamos el motivo.'),
                onError: failed,
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
