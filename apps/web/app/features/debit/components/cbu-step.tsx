import {
  acceptsCbuInput,
  bankOfCbu,
  cbuBankMismatch,
  cbuErrorMessage,
  checkCbu,
  shouldHighlightCbu,
} from '@portal/domain';
import { useRef } from 'react';
import { TextField } from '~/ui/field/text-field';
import type { CbuForm } from '../hooks/use-debit-forms';
import { useInvalidFocus } from '../hooks/use-invalid-focus';
import styles from './debit.module.css';
import { HolderFields, type AccountStepProps } from './holder-fields';
import { IdSelect } from './id-select';
import { StepHeading } from './step-heading';

export interface CbuStepProps extends AccountStepProps<CbuForm> {
  /** The name of payment method 45, the only one for CBU. */
  methodName: string;
}

/** What the CBU field says while typing: red with its reason once invalid and longer than 2 (spec §5). */
function liveCbuError(value: string): string | undefined {
  const error = shouldHighlightCbu(value) ? checkCbu(value) : null;
  return error ? cbuErrorMessage(error) : undefined;
}

/** Step 2 (spec §5): 22-digit CBU with its check digits, holder, holder id and the bank, method fixed to 45. */
export function CbuStep({ form, banks, methodName, alert, focusHeading, onSubmit, onCancel }: CbuStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useInvalidFocus(formRef, form.formState.submitCount, focusHeading);
  const { errors, dirtyFields } = form.formState;
  const cbu = form.watch('clienteCBU');
  const bankId = form.watch('clienteDebBanco');
  // Until the person picks a bank, the CBU's bank code chooses it.
  const bankChosen = Boolean(dirtyFields.clienteDebBanco);
  const suggested = !bankChosen && bankId !== undefined && bankOfCbu(cbu, banks)?.bancoid === bankId;
  // The person's own choice stays, with the bank the CBU names beside it (the API refuses the pair).
  const mismatch = cbuBankMismatch(cbu, banks.find((bank) => bank.bancoid === bankId) ?? null, banks);
  const field = form.register('clienteCBU');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <StepHeading focus={focusHeading}>Datos de la cuenta bancaria</StepHeading>
      {alert}
      <dl className={styles.fixedMethod}>
        <dt>Medio de pago</dt>
        <dd>{methodName}</dd>
      </dl>
      <TextField
        label="CBU"
        hint="Los 22 números de tu cuenta. No se admiten CVU de billeteras virtuales."
        inputMode="numeric"
        autoComplete="off"
        error={errors.clienteCBU?.message ?? liveCbuError(cbu)}
        {...field}
        onChange={(event) => {
          // Digits only and fewer than 23 (spaces of a pasted CBU dropped); anything else leaves it as it was.
          const next = event.target.value.replace(/\s/g, '');
          if (!acceptsCbuInput(next)) {
            event.target.value = cbu;
            return;
          }
          event.target.value = next;
          void field.onChange(event);
          if (!bankChosen) {
            const bank = bankOfCbu(next, banks);
            if (bank)
              form.setValue('clienteDebBanco', bank.bancoid, { shouldValidate: form.formState.isSubmitted });
            else form.resetField('clienteDebBanco');
          }
        }}
      />
      <IdSelect
        label="Banco"
        placeholder="Elegí un banco"
        options={banks.map((bank) => ({ id: bank.bancoid, name: bank.banconombre }))}
        hint={suggested ? 'Lo elegimos según tu CBU; podés cambiarlo.' : undefined}
        value={bankId}
        onChange={(id) =>
          form.setValue('clienteDebBanco', id, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        error={errors.clienteDebBanco?.message ?? mismatch ?? undefined}
      />
      <HolderFields
        label="Titular de la cuenta"
        autoComplete="name"
        register={form.register}
        errors={errors}
        onCancel={onCancel}
      />
    </form>
  );
}
