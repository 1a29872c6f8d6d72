import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  MAX_LENGTHS,
  staffMemberCreateSchema,
  staffRoleLabels,
  staffRoles,
  type StaffMemberCreate,
  type StaffMemberRow,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { FieldError } from '~/ui/field/field-error';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import styles from './desk-page.module.css';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
// Editing checks the same fields but email and password, which it does not change.
const editSchema = staffMemberCreateSchema.extend({ email: z.string(), password: z.string() });
export type MemberEdit = Pick<StaffMemberCreate, 'name' | 'role' | 'queues'>;

function QueueChoices({ register, error }: { register: UseFormRegister<StaffMemberCreate>; error?: string }) {
  return (
    <fieldset className={styles.queues} aria-describedby={error ? 'colas-error' : undefined}>
      <legend>Colas</legend>
      {DESK_QUEUES.map((queue) => (
        <label key={queue} style={{ display: 'block' }}>
          <input type="checkbox" value={queue} {...register('queues')} /> {DESK_QUEUE_LABELS[queue]}
        </label>
      ))}
      <FieldError id="colas" error={error} />
    </fieldset>
  );
}

export interface MemberFormProps {
  /** The member being edited; none to create one. */
  member?: StaffMemberRow;
  /** Creating answers every field; editing only name, role and queues. */
  onSubmit: (values: StaffMemberCreate | MemberEdit) => Promise<void>;
  onCancel: () => void;
}

/** Create a member (with the temporary password the admin types) or edit name, role and queues. */
export function MemberForm({ member, onSubmit, onCancel }: MemberFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<StaffMemberCreate>({
    resolver: zodResolver(member ? editSchema : staffMemberCreateSchema),
    defaultValues: member
      ? { email: member.email, name: member.name, role: member.role, queues: member.queues, password: '' }
      : { email: '', name: '', role: 'agente', queues: [], password: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(member ? { name: values.name, role: values.role, queues: values.queues } : values);
    } catch (error) {
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        setError(field as keyof StaffMemberCreate, { message });
      }
      setAlert(failure.alert);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={member ? 'Editar miembro' : 'Nuevo miembro'}>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      {member ? null : (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextField label="Nombre" maxLength={80} error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Rol"
        options={roleOptions}
        placeholder={null}
        error={errors.role?.message}
        {...register('role')}
      />
      <QueueChoices register={register} error={errors.queues?.message} />
      {member ? null : (
        <TextField
          label="Contraseña temporal"
          type="text"
          autoComplete="off"
          maxLength={MAX_LENGTHS.password}
          hint="Comunicásela al miembro: al ingresar da de alta su app de autenticación."
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : member ? 'Guardar cambios' : 'Crear miembro'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
