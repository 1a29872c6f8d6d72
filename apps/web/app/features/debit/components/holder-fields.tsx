import type { Bank } from '@portal/domain';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import { TextField } from '~/ui/field/text-field';
import { FormActions } from '~/ui/form-actions/form-actions';
import styles from './debit.module.css';

type HolderField = 'clienteDebTitular' | 'clienteDebCI';

/** What the card step and the CBU step both take from the wizard. */
export interface AccountStepProps<Form> {
  form: Form;
  banks: readonly Bank[];
  alert: ReactNode;
  /** False when the person got here by choosing card or CBU: focus stays on their choice. */
  focusHeading: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export interface HolderFieldsProps {
  /** 'Titular de la tarjeta' or 'Titular de la cuenta'. */
  label: string;
  autoComplete: string;
  register: (name: HolderField) => UseFormRegisterReturn;
  errors: FieldErrors<Record<HolderField, string>>;
  /** The card's BIN check is under way: Siguiente says so and does not submit again (the CBU step has none). */
  checking?: boolean;
  onCancel: () => void;
}

/** The end of the card and CBU steps: the holder's name and id number, then Cancelar and Siguiente. */
export function HolderFields({
  label,
  autoComplete,
  register,
  errors,
  checking,
  onCancel,
}: HolderFieldsProps) {
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label={label}
          autoComplete={autoComplete}
          error={errors.clienteDebTitular?.message}
          {...register('clienteDebTitular')}
        />
        <NumberField
          label="Documento del titular"
          hint="Más de 6 números."
          error={errors.clienteDebCI?.message}
          {...register('clienteDebCI')}
        />
      </div>
      <FormActions className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" aria-disabled={checking}>
          {checking ? 'Verificando la tarjeta…' : 'Siguiente'}
        </Button>
      </FormActions>
    </>
  );
}
