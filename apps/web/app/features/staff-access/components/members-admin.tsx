// /gestion/personal (admin): the members table, create and edit in a dialog, deactivate and reset the second
// factor after a confirmation. Every change is audited by the API.
import type { StaffMemberRow } from '@portal/domain';
import { useCallback, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import {
  useCreateMember,
  useResetSecondFactor,
  useStaffMembers,
  useUpdateMember,
} from '../api/staff-admin-api';
import { MemberForm, type MemberEdit } from './member-form';
import { MembersTable } from './members-table';
import type { StaffMemberCreate } from '@portal/domain';
import styles from './desk-page.module.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; member: StaffMemberRow }
  | { kind: 'toggle'; member: StaffMemberRow }
  | { kind: 'reset'; member: StaffMemberRow };

export function MembersAdmin() {
  const session = useStaffSession();
  const members = useStaffMembers();
  const create = useCreateMember();
  const update = useUpdateMember();
  const reset = useResetSecondFactor();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const close = () => setDialog(null);

  const onEdit = useCallback((member: StaffMemberRow) => setDialog({ kind: 'edit', member }), []);
  const onToggleActive = useCallback((member: StaffMemberRow) => setDialog({ kind: 'toggle', member }), []);
  const onResetSecondFactor = useCallback(
    (member: StaffMemberRow) => setDialog({ kind: 'reset', member }),
    [],
  );

  const confirm = async () => {
    if (!dialog || (dialog.kind !== 'toggle' && dialog.kind !== 'reset')) return;
    const { member } = dialog;
    setAlert(null);
    try {
      if (dialog.kind === 'toggle') {
        await update.mutateAsync({ id: member.id, body: { active: !member.active } });
        setNotice(member.active ? `${member.name} quedó de baja.` : `${member.name} quedó activo.`);
      } else {
        await reset.mutateAsync(member.id);
        setNotice(`${member.name} va a configurar su segundo factor en el próximo ingreso.`);
      }
    } catch (error) {
      setAlert(formFailure(error).alert);
    }
    close();
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Personal</h1>
        <Button onClick={() => setDialog({ kind: 'create' })}>Nuevo miembro</Button>
      </div>
      <p role="status" aria-live="polite" className={notice ? styles.success : undefined}>
        {notice}
      </p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      {members.isPending ? <p role="status">Cargando el personal…</p> : null}
      {members.isError ? (
        <p role="alert" className={styles.alert}>
          {formFailure(members.error).alert}
        </p>
      ) : null}
      {members.data && session ? (
        <MembersTable
          members={members.data.items}
          selfId={session.staff.id}
          onEdit={onEdit}
          onToggleActive={onToggleActive}
          onResetSecondFactor={onResetSecondFactor}
        />
      ) : null}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <Modal
          title={dialog.kind === 'create' ? 'Nuevo miembro' : `Editar a ${dialog.member.name}`}
          onClose={close}
          isDismissable={false}
        >
          <MemberForm
            member={dialog.kind === 'edit' ? dialog.member : undefined}
            onCancel={close}
            onSubmit={async (values) => {
              if (dialog.kind === 'edit') {
                await update.mutateAsync({ id: dialog.member.id, body: values as MemberEdit });
                setNotice(`Guardamos los cambios de ${values.name}.`);
              } else {
                const created = await create.mutateAsync(values as StaffMemberCreate);
                setNotice(`Creamos a ${created.name}. Comunicale su contraseña temporal.`);
              }
              close();
            }}
          />
        </Modal>
      ) : null}

      {dialog?.kind === 'toggle' || dialog?.kind === 'reset' ? (
        <Modal
          title={
            dialog.kind === 'reset'
              ? 'Reiniciar segundo factor'
              : dialog.member.active
                ? 'Dar de baja'
                : 'Reactivar'
          }
          onClose={close}
        >
          <p>
            {dialog.kind === 'reset'
              ? `${dialog.member.name} va a tener que configurar de nuevo su app de autenticación y sus sesiones se cierran ahora.`
              : dialog.member.active
                ? `${dialog.member.name} no va a poder ingresar y sus sesiones se cierran ahora.`
                : `${dialog.member.name} va a poder ingresar de nuevo.`}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void confirm()} disabled={update.isPending || reset.isPending}>
              Confirmar
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
