import { zodResolver } from '@hookform/resolvers/zod';
import { cancellationCodeSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorOf } from '~/lib/api/form-error';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import { useFileCancellation, type FiledAnswer } from '../api/cancellation-queries';
import { showFailure } from '../lib/show-failure';
import styles from './cancellation-check.module.css';

interface CodeValues {
  code: string;
}

export interface CodeStepProps {
  verificationId: string;
  maskedEmail: string;
  onFiled: (filed: FiledAnswer) => void;
  onNoAccess: () => void;
}

/** Step two: the code mailed to the record's email files the request as verified. */
export function CodeStep({ verificationId, maskedEmail, onFiled, onNoAccess }: CodeStepProps) {
  const form = useForm<CodeValues>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver: zodResolver(cancellationCodeSchema) as unknown as Resolver<CodeValues>,
  });
  const file = useFileCancellation();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      onFiled(await file.mutateAsync({ verificationId, code }));
    } catch (error) {
      setAlert(showFailure(form, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={file.isPending}>
      <p className={styles.intro}>
        Te enviamos un código de 6 dígitos a <strong>{maskedEmail}</strong>. Vence en 10 minutos.
      </p>
      <NumberField
        label="Código"
        required
        maxLength={6}
        autoComplete="one-time-code"
        error={errorOf(form, 'code')}
        {...form.register('code')}
      />
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions} data-align="between">
        <Button variant="ghost" onClick={onNoAccess}>
          No tengo acceso a ese email
        </Button>
        <Button type="submit" disabled={file.isPending}>
          {file.isPending ? 'Enviando…' : 'Confirmar el pedido'}
        </Button>
      </div>
    </form>
  );
}
