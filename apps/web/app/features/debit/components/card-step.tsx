import { isBlockedCardKey, type PaymentMethod } from '@portal/domain';
import { useRef } from 'react';
import { TextField } from '~/ui/field/text-field';
import type { CardForm, CardFormValues } from '../hooks/use-debit-forms';
import { useInvalidFocus } from '../hooks/use-invalid-focus';
import { editCardNumber } from '../lib/card-number-input';
import styles from './debit.module.css';
import { ExpiryPicker } from './expiry-picker';
import { HolderFields, type AccountStepProps } from './holder-fields';
import { IdSelect } from './id-select';
import { StepHeading } from './step-heading';

export interface CardStepProps extends AccountStepProps<CardForm> {
  /** The card methods of the reference lists (13, 12, 27, 33, 35, 32). */
  methods: readonly PaymentMethod[];
  /** The BIN check is under way. */
  checking: boolean;
}

/** Step 1 (spec §5): bank, method, holder, holder id, card number with Luhn and the expiry month picker. */
export function CardStep({
  form,
  banks,
  methods,
  checking,
  alert,
  focusHeading,
  onSubmit,
  onCancel,
}: CardStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useInvalidFocus(formRef, form.formState.submitCount, focusHeading);
  const { errors, isSubmitted } = form.formState;
  // A choice counts as the person's (dirty) and is checked again once Siguiente was pressed.
  const choice = { shouldDirty: true, shouldValidate: isSubmitted };
  const number = form.register('clienteDebNro');
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <StepHeading focus={focusHeading}>Datos de la tarjeta</StepHeading>
      {alert}
      <div className={styles.grid}>
        <IdSelect
          label="Banco emisor"
          placeholder="Elegí un banco"
          options={banks.map((bank) => ({ id: bank.bancoid, name: bank.banconombre }))}
          value={form.watch('clienteDebBanco')}
          onChange={(id) => form.setValue('clienteDebBanco', id, choice)}
          error={errors.clienteDebBanco?.message}
        />
        <IdSelect
          label="Medio de pago"
          placeholder="Elegí la tarjeta"
          options={methods.map((method) => ({ id: method.medcobroid, name: method.medcobronombre }))}
          value={form.watch('medCobroId')}
          onChange={(id) => form.setValue('medCobroId', id as CardFormValues['medCobroId'], choice)}
          error={errors.medCobroId?.message}
        />
      </div>
      <TextField
        label="Número de tarjeta"
        hint="Entre 14 y 16 números, como figuran en la tarjeta."
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.clienteDebNro?.message}
        {...number}
        // Spec §5: the card field blocks minus, plus, e and E (a pasted number's dashes are its groups).
        onKeyDown={(event) => {
          if (isBlockedCardKey(event.key)) event.preventDefault();
        }}
        // Typed or pasted with or without spaces, shown in groups of four; the schema reads its digits.
        onChange={(event) => {
          const input = event.target;
          const edit = editCardNumber(input.value, input.selectionStart ?? input.value.length);
          if (!edit) {
            input.value = form.getValues('clienteDebNro');
            return;
          }
          input.value = edit.value;
          input.setSelectionRange(edit.caret, edit.caret);
          void number.onChange(event);
        }}
      />
      <ExpiryPicker
        value={form.watch('clienteDebVto')}
        onChange={(value) => form.setValue('clienteDebVto', value, choice)}
        error={errors.clienteDebVto?.message}
      />
      <HolderFields
        label="Titular de la tarjeta"
        autoComplete="cc-name"
        register={form.register}
        errors={errors}
        checking={checking}
        onCancel={onCancel}
      />
    </form>
  );
}
