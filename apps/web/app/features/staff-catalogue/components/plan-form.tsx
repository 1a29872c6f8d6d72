// Create or edit a plan (admins): prices in pesos, a promotion with its window and the price after it, and,
// when the price of a plan with subscribers changes, the date it applies from (they are mailed the notice).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLAN_NAME_MAX_LENGTH,
  PLAN_PACKET_NAME_MAX_LENGTH,
  pesosToCents,
  planFormSchema,
  type CataloguePlan,
  type PlanFormOutput,
  type PlanFormValues,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { formValuesOf, toCustomersWhoHave } from '../lib/plan-form-values';
import styles from './catalogue.module.css';

export interface PlanFormProps {
  /** The plan being edited; none to create one. */
  plan?: CataloguePlan;
  /** Creating: the plans a new add-on or packet may hang from. */
  parents?: readonly CataloguePlan[];
  onSubmit: (values: PlanFormOutput, parentId: number | null) => Promise<void>;
  onCancel: () => void;
}

const FIELDS = new Set<string>(Object.keys(formValuesOf(undefined)));

export function PlanForm({ plan, parents = [], onSubmit, onCancel }: PlanFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const [parentId, setParentId] = useState('');
  const promotionId = useId();
  const form = useForm<PlanFormValues, unknown, PlanFormOutput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: formValuesOf(plan),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [amount, promotion] = useWatch({ control, name: ['amountCents', 'promotion'] });
  const priceChanged = plan !== undefined && pesosToCents(amount) !== plan.amountCents;
  // The server also asks for it when customers took the plan after this screen loaded.
  const asksDate = (priceChanged && plan.subscribers > 0) || errors.effectiveDate !== undefined;

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values, parentId ? Number(parentId) : null);
    } catch (error) {
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        if (FIELDS.has(field)) setError(field as keyof PlanFormValues, { message });
      }
      setAlert(failure.alert);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={plan ? 'Editar plan' : 'Nuevo plan'}>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      {plan === undefined && parents.length > 0 ? (
        <SelectField
          label="Depende del plan"
          placeholder="Ninguno (es un plan)"
          hint="Elegí uno para cargar un adicional o paquete de ese plan."
          options={parents.map((p) => ({ value: String(p.id), label: p.packetName }))}
          value={parentId}
          onChange={(e) => setParentId(e.target.value)}
        />
      ) : null}
      <div className={styles.pair}>
        <TextField
          label="Plan"
          maxLength={PLAN_PACKET_NAME_MAX_LENGTH}
          error={errors.packetName?.message}
          {...register('packetName')}
        />
        <TextField
          label="Descripción"
          maxLength={PLAN_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Precio mensual (en pesos)"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          hint="Con coma para los centavos, p. ej. 32000,00."
          error={errors.amountCents?.message}
          {...register('amountCents')}
        />
        <TextField
          label="Orden"
          type="number"
          min={0}
          error={errors.sortOrder?.message}
          {...register('sortOrder', { valueAsNumber: true })}
        />
      </div>
      {asksDate ? (
        <TextField
          label="Rige para los clientes desde"
          type="date"
          hint={`Le mandamos el aviso por email ${toCustomersWhoHave(plan?.subscribers ?? 0)} este plan, con el precio anterior, el nuevo y esta fecha.`}
          error={errors.effectiveDate?.message}
          {...register('effectiveDate')}
        />
      ) : null}
      <CheckboxField label="Activo (se muestra en el sitio)" {...register('active')} />
      <fieldset className={styles.promotion} aria-describedby={promotionId}>
        <legend>Promoción</legend>
        <p id={promotionId} className={styles.muted}>
          Fuera de sus fechas, el sitio muestra el precio de después.
        </p>
        <CheckboxField label="Este precio es de promoción" {...register('promotion')} />
        {promotion ? (
          <>
            <div className={styles.pair}>
              <TextField
                label="Desde"
                type="date"
                error={errors.promotionFrom?.message}
                {...register('promotionFrom')}
              />
              <TextField
                label="Hasta (último día)"
                type="date"
                error={errors.promotionUntil?.message}
                {...register('promotionUntil')}
              />
            </div>
            <TextField
              label="Precio después de la promoción (en pesos)"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              error={errors.regularAmountCents?.message}
              {...register('regularAmountCents')}
            />
          </>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Guardando…' : plan ? 'Guardar cambios' : 'Crear plan'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
