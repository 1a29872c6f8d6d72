import type { ComponentType } from 'react';
import type { PrefillState } from '~/lib/customer/use-customer-prefill';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import type { FormalityType } from '../config/formality-forms';
import type { useFormalityOptions } from '../hooks/use-formality-options';
import { AcquireForm } from './acquire-form';
import { AuthorisationForm } from './authorisation-form';
import type { FormalityFormComponentProps } from './form-props';
import styles from './formalities.module.css';
import { HolderChangeForm } from './holder-change-form';
import { MoveForm } from './move-form';
import { PlanChangeForm } from './plan-change-form';

const FORMS: Record<FormalityType, ComponentType<FormalityFormComponentProps>> = {
  9: AcquireForm,
  10: PlanChangeForm,
  11: HolderChangeForm,
  12: MoveForm,
  13: AuthorisationForm,
};

export interface FormViewProps {
  type: FormalityType;
  options: ReturnType<typeof useFormalityOptions>;
  prefill: PrefillState;
  onClose: () => void;
  onBack: () => void;
}

/** A form once the record's options and the customer's data are in; until then, why it waits. */
export function FormView({ type, options, prefill, onClose, onBack }: FormViewProps) {
  if (options.state.status === 'error' || prefill.status === 'error') {
    return (
      <div className={styles.form}>
        <Callout tone="error" announce>
          No pudimos cargar los datos de tu cuenta. Probá de nuevo en unos minutos.
        </Callout>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            Volver a Trámites
          </Button>
          <Button onClick={options.reload}>Reintentar</Button>
        </div>
      </div>
    );
  }
  if (options.state.status !== 'ready' || prefill.status !== 'ready') {
    return (
      <p role="status" className={styles.intro}>
        Cargando tus datos…
      </p>
    );
  }
  const Form = FORMS[type];
  return <Form options={options.state.options} prefill={prefill.values} onClose={onClose} onBack={onBack} />;
}
