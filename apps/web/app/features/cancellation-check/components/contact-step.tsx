import { zodResolver } from '@hookform/resolvers/zod';
import { cancellationContactSchema, type CancellationCheck, type CancellationContact } from '@portal/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorOf } from '~/lib/api/form-error';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import { TextField } from '~/ui/field/text-field';
import { useFileCancellation, type FiledAnswer } from '../api/cancellation-queries';
import { showFailure } from '../lib/show-failure';
import styles from './cancellation-check.module.css';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

export interface ContactStepProps {
  holder: CancellationCheck;
  /** Whether a code went to an email on file (the person has no access to it) or none could be sent. */
  codeSent: boolean;
  onFiled: (filed: FiledAnswer) => void;
}

/** Without the code: the request is filed 'sin verificar' and staff confirm the holder by phone. */
export function ContactStep({ holder, codeSent, onFiled }: ContactStepProps) {
  const form = useForm<CancellationContact>({
    mode: 'onTouched',
    defaultValues: { nombre: '', telefono: '', email: '' },
    resolver: zodResolver(cancellationContactSchema) as unknown as Resolver<CancellationContact>,
  });
  const file = useFileCancellation();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (contact) => {
    setAlert(null);
    try {
      onFiled(await file.mutateAsync({ ...holder, ...contact, sinVerificar: true }));
    } catch (error) {
      setAlert(showFailure(form, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={file.isPending}>
      <p className={styles.intro}>
        {codeSent
          ? 'Podés registrar el pedido igual, sin el código.'
          : 'No pudimos enviarte un código con esos datos, pero podés registrar el pedido igual.'}{' '}
        Queda registrado como «sin verificar» y confirmamos que sos el titular llamándote al teléfono que nos
        des. El número de gestión te llega al email que indiques.
      </p>
      <TextField
        label="Nombre y apellido"
        autoComplete="name"
        required
        error={errorOf(form, 'nombre')}
        {...form.register('nombre')}
      />
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errorOf(form, 'email')}
          {...form.register('email')}
        />
        <NumberField
          label="Teléfono"
          autoComplete="tel"
          required
          hint="Con característica, solo números"
          error={errorOf(form, 'telefono')}
          {...form.register('telefono')}
        />
      </div>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={file.isPending}>
          {file.isPending ? 'Enviando…' : 'Registrar sin verificar'}
        </Button>
      </div>
      <AaipLegend />
    </form>
  );
}
