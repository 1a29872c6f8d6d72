import { formatDateTime, type CustomerLogin } from '@portal/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useCustomerLogins, useLoginAction, type LoginAction } from '../api/customers-queries';
import { useHasStaffRole } from '../hooks/use-staff-role';
import { firstEntryLabel, isLocked, RELATION_LABELS, whenOrNever } from '../lib/customers-format';
import { LoginEmailDialog } from './login-email-dialog';
import { RecordTable } from './record-table';
import styles from './customers.module.css';

const DONE: Record<LoginAction, (email: string) => string> = {
  unlock: (email) => `Desbloqueamos a ${email}: ya puede volver a ingresar.`,
  endSessions: (email) => `Cerramos todas las sesiones de ${email}.`,
  resendCode: (email) => `Mandamos un código nuevo a ${email}.`,
};

const column = createColumnHelper<CustomerLogin>();

/** The customer's logins and their sessions (issue #31 §3); supervisors and admins act on them. */
export function CustomerLogins({ customerNumber }: { customerNumber: number }) {
  const logins = useCustomerLogins(customerNumber);
  const action = useLoginAction(customerNumber);
  const canAct = useHasStaffRole('supervisor');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<CustomerLogin | null>(null);

  const columns = useMemo(() => {
    const run = (kind: LoginAction, login: CustomerLogin) => {
      setNotice(null);
      action.mutate(
        { action: kind, loginId: login.loginId },
        {
          onSuccess: () => setNotice({ tone: 'success', text: DONE[kind](login.email) }),
          onError: (error) => setNotice({ tone: 'error', text: formFailure(error).alert }),
        },
      );
    };
    const base = [
      column.accessor('email', {
        header: 'Usuario',
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{RELATION_LABELS[info.row.original.relation]}</span>
          </>
        ),
      }),
      column.accessor('firstEntryStep', {
        header: 'Primer ingreso',
        cell: (info) => firstEntryLabel(info.getValue()),
      }),
      column.accessor('lockedUntil', {
        header: 'Bloqueo',
        cell: (info) =>
          isLocked(info.row.original) ? `Bloqueado hasta ${formatDateTime(info.getValue() ?? '')}` : 'No',
      }),
      column.accessor('lastLoginAt', {
        header: 'Último ingreso',
        cell: (info) => <span className={styles.nowrap}>{whenOrNever(info.getValue())}</span>,
      }),
    ];
    if (!canAct) return base;
    return [
      ...base,
      column.display({
        id: 'acciones',
        header: 'Acciones',
        cell: ({ row: { original: login } }) => (
          <div className={styles.actions}>
            {isLocked(login) ? (
              <Button variant="secondary" className={styles.small} onClick={() => run('unlock', login)}>
                Desbloquear<span className="visually-hidden"> a {login.email}</span>
              </Button>
            ) : null}
            {login.firstEntryStep === 1 ? (
              <Button variant="secondary" className={styles.small} onClick={() => run('resendCode', login)}>
                Reenviar el código<span className="visually-hidden"> a {login.email}</span>
              </Button>
            ) : null}
            <Button variant="secondary" className={styles.small} onClick={() => run('endSessions', login)}>
              Cerrar sesiones<span className="visually-hidden"> de {login.email}</span>
            </Button>
            <Button variant="ghost" className={styles.small} onClick={() => setEditing(login)}>
              Cambiar email<span className="visually-hidden"> de {login.email}</span>
            </Button>
          </div>
        ),
      }),
    ];
  }, [action, canAct]);

  return (
    <section className={styles.section} aria-labelledby="customer-logins">
      <h2 id="customer-logins" className={styles.subtitle}>
        Usuarios y sesiones
      </h2>
      <p className={styles.muted}>
        Las sesiones no se guardan una por una: «Cerrar sesiones» invalida todas las que el usuario tenga
        abiertas.
      </p>
      {notice ? (
        <Callout tone={notice.tone} announce>
          {notice.text}
        </Callout>
      ) : null}
      {logins.isPending ? <p role="status">Cargando los usuarios…</p> : null}
      {logins.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los usuarios. {logins.error.message}
        </Callout>
      ) : null}
      {logins.data ? (
        <RecordTable
          caption="Usuarios del cliente"
          rows={logins.data.items}
          columns={columns}
          empty="Nadie ingresa todavía a este cliente por la web."
          rowTestId="login-row"
        />
      ) : null}
      {editing ? (
        <LoginEmailDialog
          customerNumber={customerNumber}
          login={editing}
          onClose={(changedTo) => {
            setEditing(null);
            if (changedTo) {
              setNotice({
                tone: 'success',
                text: `El usuario ahora ingresa con ${changedTo}. Avisamos a ${editing.email}.`,
              });
            }
          }}
        />
      ) : null}
    </section>
  );
}
