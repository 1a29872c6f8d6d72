import { zodResolver } from '@hookform/resolvers/zod';
import { loginEmailChangeSchema, type CustomerLogin, type LoginEmailChange } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useChangeLoginEmail } from '../api/customers-queries';

export interface LoginEmailDialogProps {
  customerNumber: number;
  login: CustomerLogin;
  onClose: (changedTo?: string) => void;
}

/** The access email a member changes at the person's request; the old address gets the 'No fui yo' notice. */
export function LoginEmailDialog({ customerNumber, login, onClose }: LoginEmailDialogProps) {
  const change = useChangeLoginEmail(customerNumber);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginEmailChange>({
    resolver: zodResolver(loginEmailChangeSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(({ email }) => {
    setAlert(null);
    change.mutate(
      { loginId: login.loginId, email },
      {
        onSuccess: (changed) => onClose(changed.email),
        onError: (error) => {
          const failure = formFailure(error);
          if (failure.fields.email) form.setError('email', { message: failure.fields.email });
          setAlert(failure.alert);
        },
      },
    );
  });
  return (
    <Modal title="Cambiar el email de ingreso" onClose={() => onClose()} isDismissable={!change.isPending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>
          Hoy ingresa con <strong>{login.email}</strong>. Esa dirección recibe un aviso con un enlace «No fui
          yo» para deshacer el cambio.
        </p>
        <TextField
          type="email"
          label="Email nuevo"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {alert ? (
          <Callout tone="error" announce>
            {alert}
          </Callout>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={() => onClose()} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            Cambiar el email
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
