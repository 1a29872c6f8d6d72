import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_REASONS, claimSchema, type ClaimBody } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { SelectField } from '~/ui/field/select-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { Modal } from '~/ui/modal/modal';
import { useFileClaim } from '../api/use-file-claim';
import styles from './customer-requests.module.css';

export interface ClaimModalProps {
  clientenro: number;
  onClose: () => void;
  /** After the claim is stored: the list refreshes to show it. */
  onFiled: () => void;
}

/** 'Solicitar asistencia': the claim form, then its request number. Loaded on demand, with ui/modal. */
export default function ClaimModal({ clientenro, onClose, onFiled }: ClaimModalProps) {
  const claim = useFileClaim(clientenro);
  const [alert, setAlert] = useState<string | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const form = useForm<ClaimBody>({
    mode: 'onTouched',
    defaultValues: { reason: '' as ClaimBody['reason'], details: '' },
    resolver: zodResolver(claimSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      setNumber(await claim.mutateAsync(values));
      onFiled();
    } catch (error) {
      const failure = formFailure(error);
      setAlert(failure.alert);
      for (const [name, message] of Object.entries(failure.fields)) {
        form.setError(name as keyof ClaimBody, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  if (number) {
    return (
      <Modal title="Reclamo enviado" onClose={onClose} level={1}>
        <p className={styles.intro}>Recibimos tu reclamo. Te vamos a contactar para resolverlo.</p>
        <p data-testid="claim-number">
          Número de gestión: <span className={styles.number}>{number}</span>
        </p>
        <div className={styles.actions}>
          <Button onClick={onClose}>Aceptar</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Solicitar asistencia" onClose={onClose} level={1} isDismissable={false}>
      <form onSubmit={onSubmit} noValidate aria-label="Solicitar asistencia">
        <p className={styles.intro}>
          Elegí el motivo y contanos qué pasa (el detalle es obligatorio si elegís «Otro motivo»). Te
          respondemos por tus medios de contacto.
        </p>
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <SelectField
          label="Motivo"
          options={CLAIM_REASONS}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextAreaField
          label="Detalle"
          rows={4}
          error={errors.details?.message}
          {...form.register('details')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando…' : 'Enviar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
