import { messages, planChangeDiffers } from '@portal/domain';
import { SelectField } from '~/ui/field/select-field';
import { useFormalityForm } from '../hooks/use-formality-form';
import { errorOf } from '~/lib/api/form-error';
import { CURRENT_PLAN_FIELD, PLAN_FIELD, planOptions } from '../lib/plan-options';
import type { FormalityFormComponentProps } from './form-props';
import { FormalityForm } from './formality-form';
import { FormUnavailable } from './form-unavailable';
import styles from './formalities.module.css';

const NOTHING_TO_CHANGE = 'Esta cuenta no tiene Internet ni Click TV: pedilos desde "Adquirir un servicio".';

/** Form 3 (type 10): one select per product the record has, its current plan chosen; sends only a change. */
export function PlanChangeForm(props: FormalityFormComponentProps) {
  const { options, onBack } = props;
  if (!options.holder) return <FormUnavailable text={messages.holderOnly} onBack={onBack} />;
  if (!options.products.some((product) => product.current)) {
    return <FormUnavailable text={NOTHING_TO_CHANGE} onBack={onBack} />;
  }
  return <PlanChangeFields {...props} />;
}

function PlanChangeFields({ options, prefill, onClose, onBack }: FormalityFormComponentProps) {
  const owned = options.products.filter((product) => product.current);
  const current: Record<string, string> = {};
  for (const product of owned) {
    current[CURRENT_PLAN_FIELD[product.product]] = product.current!.packet_name;
  }
  const chosen: Record<string, string> = {};
  for (const product of owned) chosen[PLAN_FIELD[product.product]] = product.current!.packet_name;
  const state = useFormalityForm({
    type: 10,
    initial: chosen,
    // The sender is the logged-in holder: their data travels with the request without asking again.
    fixed: {
      ...current,
      name: prefill.name,
      email: prefill.email || undefined,
      dni: prefill.dni || undefined,
    },
    onClose,
  });
  const { form } = state;
  const [internetPlan, clickTvPlan] = form.watch(['internetPlan', 'clickTvPlan']);
  const differs = planChangeDiffers({
    internetPlan: typeof internetPlan === 'string' ? internetPlan : undefined,
    clickTvPlan: typeof clickTvPlan === 'string' ? clickTvPlan : undefined,
    currentInternetPlan: current.currentInternetPlan,
    currentClickTvPlan: current.currentClickTvPlan,
  });
  return (
    <FormalityForm state={state} onBack={onBack} ready={differs} submitLabel="Pedir el cambio">
      <p className={styles.intro}>
        Elegí el plan nuevo. El botón se habilita cuando cambiás al menos uno de tus planes actuales.
      </p>
      {owned.map((product) => (
        <SelectField
          key={product.product}
          label={`Plan de ${product.label}`}
          hint={`Tu plan actual: ${product.current!.name}`}
          options={planOptions(product)}
          placeholder={null}
          error={errorOf(form, PLAN_FIELD[product.product])}
          {...form.register(PLAN_FIELD[product.product])}
        />
      ))}
      {!differs ? (
        <p className={styles.note} data-testid="plan-unchanged">
          {messages.planUnchanged}
        </p>
      ) : null}
    </FormalityForm>
  );
}
