import { latestAdultBirthDate, toIsoDate } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { NumberField } from '~/ui/field/number-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { GENDER_OPTIONS, PROPERTY_OPTIONS, RESIDENCE_OPTIONS } from '../../config/register-options';
import type { RegisterFormValues } from '../../lib/register-form';
import styles from '../auth.module.css';

/** Step 1: personal data. Later birth dates than 18 years ago are disabled in the picker (spec §5). */
export function RegisterPersonalStep({ form }: { form: UseFormReturn<RegisterFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const latest = toIsoDate(latestAdultBirthDate());
  return (
    <div className={styles.grid}>
      <TextField
        label="Nombre"
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Apellido"
        autoComplete="family-name"
        error={errors.surName?.message}
        {...register('surName')}
      />
      <SelectField
        label="Género"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <TextField
        label="Fecha de nacimiento"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latest}
        hint="Tenés que ser mayor de 18 años."
        error={errors.birthdate?.message}
        {...register('birthdate')}
      />
      <NumberField
        label="Celular"
        autoComplete="tel-national"
        hint="Con característica, sin 0 ni 15. Ej.: 2901412345"
        maxLength={15}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <NumberField label="DNI" maxLength={11} error={errors.dni?.message} {...register('dni')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Tipo de vivienda"
        options={RESIDENCE_OPTIONS}
        error={errors.residence?.message}
        {...register('residence')}
      />
      <SelectField
        label="Situación de la vivienda"
        options={PROPERTY_OPTIONS}
        error={errors.property?.message}
        {...register('property')}
      />
    </div>
  );
}
