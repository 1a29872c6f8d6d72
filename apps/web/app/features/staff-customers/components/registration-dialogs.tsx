import { zodResolver } from '@hookform/resolvers/zod';
import {
  REJECTION_REASON_MAX_LENGTH,
  registrationRejectionSchema,
  type RegistrationItem,
  type RegistrationRejection,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { TextAreaField } from '~/ui/field/text-area-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';

export interface ApproveDialogProps {
  registration: RegistrationItem;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What approving does, said before it happens: it cannot be undone from here. */
export function ApproveDialog({ registration, busy, onConfirm, onCancel }: ApproveDialogProps) {
  const existing = registration.existingCustomer;
  return (
    <Modal title="Aprobar el registro" onClose={onCancel} isDismissable={!busy}>
      <p>
        {existing
          ? `Vinculamos a ${registration.name} con el cliente ${existing.customerNumber} (${existing.name}), que tiene el mismo DNI.`
          : `Creamos el cliente de ${registration.name} con los datos de la solicitud.`}
      </p>
      <p>
        El usuario {registration.email} podrá ingresar con la contraseña que eligió y le mandamos la
        bienvenida por email.
      </p>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          Aprobar
        </Button>
      </FormActions>
    </Modal>
  );
}

export interface RejectDialogProps {
  registration: RegistrationItem;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The reason is mailed to the person as written. */
export function RejectDialog({ registration, busy, onConfirm, onCancel }: RejectDialogProps) {
  const form = useForm<RegistrationRejection>({
    resolver: zodResolver(registrationRejectionSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <Modal title="Rechazar el registro" onClose={onCancel} isDismissable={!busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>
          Le mandamos el motivo a {registration.name} ({registration.email}).
        </p>
        <TextAreaField
          label="Motivo"
          rows={4}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Rechazar
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
