import { zodResolver } from '@hookform/resolvers/zod';
import { cancellationCheckSchema, SERVICE_OPTIONS, type CancellationCheck } from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { errorOf } from '~/lib/api/form-error';
import { hasTelephony } from '~/lib/config/company-config';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { useRequestCancellationCode, type CheckAnswer } from '../api/cancellation-queries';
import { showFailure } from '../lib/show-failure';
import styles from './cancellation-check.module.css';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

const schema = cancellationCheckSchema();

export interface HolderStepProps {
  initial: CancellationCheck;
  onChecked: (holder: CancellationCheck, answer: CheckAnswer) => void;
}

/** Step one: whose service, which one, and for an arrepentimiento when it was contracted. */
export function HolderStep({ initial, onChecked }: HolderStepProps) {
  const { companyCode } = usePublicConfig();
  const services = hasTelephony(companyCode)
    ? SERVICE_OPTIONS
    : SERVICE_OPTIONS.filter((o) => o !== 'Telefonía');
  const form = useForm<CancellationCheck>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver: zodResolver(schema) as unknown as Resolver<CancellationCheck>,
  });
  const kind = useWatch({ control: form.control, name: 'tipo' });
  const check = useRequestCancellationCode();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (holder) => {
    setAlert(null);
    try {
      const body = holder.tipo === 'baja' ? { ...holder, fechaContrato: undefined } : holder;
      onChecked(body, await check.mutateAsync(body));
    } catch (error) {
      setAlert(showFailure(form, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={check.isPending}>
      <fieldset className={styles.kinds}>
        <legend>¿Qué querés pedir?</legend>
        <label className={styles.kind}>
          <input type="radio" value="baja" {...form.register('tipo')} /> Baja del servicio
        </label>
        <label className={styles.kind}>
          <input type="radio" value="arrepentimiento" {...form.register('tipo')} /> Arrepentimiento (dentro de
          los 10 días corridos desde la contratación)
        </label>
      </fieldset>
      <div className={styles.row}>
        <NumberField
          label="DNI o CUIT del titular"
          required
          maxLength={11}
          error={errorOf(form, 'documento')}
          {...form.register('documento')}
        />
        <NumberField
          label="Número de cliente"
          required
          maxLength={9}
          hint="Está impreso en cada factura"
          error={errorOf(form, 'clienteNro')}
          {...form.register('clienteNro')}
        />
      </div>
      <SelectField
        label="Servicio"
        required
        options={services}
        error={errorOf(form, 'servicio')}
        {...form.register('servicio')}
      />
      {kind === 'arrepentimiento' ? (
        <TextField
          label="Fecha de contratación"
          type="date"
          required
          error={errorOf(form, 'fechaContrato')}
          {...form.register('fechaContrato')}
        />
      ) : null}
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? 'Enviando…' : 'Continuar'}
        </Button>
      </div>
      <AaipLegend />
    </form>
  );
}
