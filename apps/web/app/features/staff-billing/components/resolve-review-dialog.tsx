import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_REVIEW_NOTE_MAX_LENGTH,
  paymentReviewResolveSchema,
  type PaymentReview,
  type PaymentReviewResolve,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextAreaField } from '~/ui/field/text-area-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useResolvePaymentReview } from '../api/billing-queries';
import { REVIEW_KIND_LABELS } from '../lib/billing-labels';

export interface ResolveReviewDialogProps {
  review: PaymentReview;
  onClose: () => void;
}

/** Marks a payment resolved with what was done about it; a stale version is refused by the API (409). */
export function ResolveReviewDialog({ review, onClose }: ResolveReviewDialogProps) {
  const resolve = useResolvePaymentReview();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PaymentReviewResolve>({
    resolver: zodResolver(paymentReviewResolveSchema),
    defaultValues: { version: review.version, note: '' },
  });
  const submit = form.handleSubmit((values) => {
    setAlert(null);
    resolve.mutate(
      { id: review.id, resolve: values },
      {
        onSuccess: onClose,
        onError: (error) => {
          const failure = formFailure(error);
          if (failure.fields.note) form.setError('note', { message: failure.fields.note });
          setAlert(failure.alert);
        },
      },
    );
  });
  return (
    <Modal title="Marcar el pago como resuelto" onClose={onClose} isDismissable={!resolve.isPending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>
          {REVIEW_KIND_LABELS[review.kind]}, pago {review.gatewayPaymentId}
          {review.customerName ? ` de ${review.customerName}` : ''}.
        </p>
        <TextAreaField
          label="Qué se hizo"
          rows={4}
          maxLength={PAYMENT_REVIEW_NOTE_MAX_LENGTH}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        {alert ? (
          <Callout tone="error" announce>
            {alert}
          </Callout>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={resolve.isPending} aria-busy={resolve.isPending}>
            Marcar resuelto
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
