import type { UseFormReturn } from 'react-hook-form';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { SelectField } from '~/ui/field/select-field';
import { serviceOptionsFor } from '../config/service-options';
import type { MessageFormValues } from '../hooks/use-message-form';
import { errorOf } from '~/lib/api/form-error';

/** 'Servicio' of the regret and cancellation forms (spec §5), without Telefonía for company 20. */
export function ServiceSelect({ form }: { form: UseFormReturn<MessageFormValues> }) {
  const { companyCode } = usePublicConfig();
  return (
    <SelectField
      label="Servicio"
      required
      options={serviceOptionsFor(companyCode)}
      error={errorOf(form, 'service')}
      {...form.register('service')}
    />
  );
}
