import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_BRAND_NAME_MAX_LENGTH,
  PAYMENT_BRAND_SECTION_LABELS,
  PAYMENT_BRAND_SECTIONS,
  paymentBrandInputSchema,
  type PaymentBrand,
  type PaymentBrandInput,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useSavePaymentBrand } from '../api/channels-queries';
import styles from './staff-channels.module.css';

type Values = z.input<typeof paymentBrandInputSchema>;

export interface PaymentBrandDialogProps {
  /** The brand being edited; null for a new one. */
  editing: PaymentBrand | null;
  onClose: () => void;
}

/** Adds a payment method or changes its name and order (the section stays: a new one goes where it belongs). */
export function PaymentBrandDialog({ editing, onClose }: PaymentBrandDialogProps) {
  const save = useSavePaymentBrand();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values, unknown, PaymentBrandInput>({
    resolver: zodResolver(paymentBrandInputSchema),
    defaultValues: editing
      ? { section: editing.section, name: editing.name, position: editing.position }
      : { section: 'tarjeta', name: '', position: 100 },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) => {
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        if (field === 'name' || field === 'position' || field === 'section')
          form.setError(field, { message });
      }
      setAlert(failure.alert);
    };
    if (editing) {
      const patch = { name: values.name, position: values.position, version: editing.version };
      save.mutate({ kind: 'update', id: editing.id, patch }, { onSuccess: onClose, onError });
      return;
    }
    const idempotencyKey = submissionKey('payment-brand', values);
    save.mutate(
      { kind: 'create', input: values, idempotencyKey },
      {
        onSuccess: () => {
          submissionDone('payment-brand');
          onClose();
        },
        onError,
      },
    );
  });

  return (
    <Modal
      title={editing ? `Editar ${editing.name}` : 'Agregar un medio de pago'}
      onClose={onClose}
      isDismissable={!save.isPending}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.dialogForm}>
        <SelectField
          label="Sección"
          placeholder={null}
          disabled={editing !== null}
          options={PAYMENT_BRAND_SECTIONS.map((section) => ({
            value: section,
            label: PAYMENT_BRAND_SECTION_LABELS[section],
          }))}
          error={errors.section?.message}
          {...form.register('section')}
        />
        <TextField
          label="Nombre"
          maxLength={PAYMENT_BRAND_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Orden"
          inputMode="numeric"
          maxLength={3}
          hint="Los de menor orden se muestran primero."
          error={errors.position?.message}
          {...form.register('position')}
        />
        {alert ? (
          <Callout tone="error" announce>
            {alert}
          </Callout>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            Guardar
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
