import { USHUAIA_MAP } from '@portal/domain';
import { lazy, Suspense, useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '~/ui/field/text-field';
import { clampToUshuaia, type RegisterFormValues } from '../../lib/register-form';
import styles from '../auth.module.css';
import { MapHints } from './map-hints';

const RegisterMap = lazy(() => import('./register-map'));

/** About 110 m north-south per press: fine enough to reach a house from the centre in a few steps. */
const NUDGE = 0.001;
const NUDGES = [
  { label: 'Mover al norte', dLat: NUDGE, dLng: 0, text: '↑ Norte' },
  { label: 'Mover al sur', dLat: -NUDGE, dLng: 0, text: '↓ Sur' },
  { label: 'Mover al oeste', dLat: 0, dLng: -NUDGE, text: '← Oeste' },
  { label: 'Mover al este', dLat: 0, dLng: NUDGE, text: '→ Este' },
] as const;

/** Step 2: address and a position on the Ushuaia map (dragging, buttons or typed coordinates). */
export function RegisterAddressStep({ form }: { form: UseFormReturn<RegisterFormValues> }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [rawLat, rawLng] = useWatch({ control, name: ['address.lat', 'address.lng'] });
  const lat = Number.isFinite(rawLat) ? rawLat : USHUAIA_MAP.center.lat;
  const lng = Number.isFinite(rawLng) ? rawLng : USHUAIA_MAP.center.lng;
  const { north, south, west, east } = USHUAIA_MAP.bounds;

  const move = useCallback(
    (nextLat: number, nextLng: number) => {
      const p = clampToUshuaia(nextLat, nextLng);
      setValue('address.lat', p.lat, { shouldValidate: true });
      setValue('address.lng', p.lng, { shouldValidate: true });
    },
    [setValue],
  );

  return (
    <div>
      <div className={styles.grid}>
        <TextField
          label="Calle"
          autoComplete="address-line1"
          error={errors.address?.address?.message}
          {...register('address.address')}
        />
        <TextField label="Número" error={errors.address?.number?.message} {...register('address.number')} />
        <TextField
          label="Casa o lote (opcional)"
          error={errors.address?.house?.message}
          {...register('address.house')}
        />
        <TextField
          label="Piso (opcional)"
          error={errors.address?.floor?.message}
          {...register('address.floor')}
        />
        <TextField
          label="Departamento (opcional)"
          error={errors.address?.depto?.message}
          {...register('address.depto')}
        />
      </div>
      <fieldset className={styles.mapFieldset}>
        <legend className={styles.legend}>Ubicación en el mapa</legend>
        <MapHints />
        <Suspense fallback={<p className={styles.note}>Cargando mapa…</p>}>
          <RegisterMap lat={lat} lng={lng} onMove={move} />
        </Suspense>
        <div className={styles.nudges} role="group" aria-label="Mover el marcador">
          {NUDGES.map((n) => (
            <button
              key={n.label}
              type="button"
              className={styles.nudge}
              aria-label={n.label}
              onClick={() => move(lat + n.dLat, lng + n.dLng)}
            >
              {n.text}
            </button>
          ))}
        </div>
        <div className={styles.grid}>
          <TextField
            label="Latitud"
            type="number"
            step="0.0001"
            min={south}
            max={north}
            error={errors.address?.lat?.message}
            {...register('address.lat', { valueAsNumber: true })}
          />
          <TextField
            label="Longitud"
            type="number"
            step="0.0001"
            min={west}
            max={east}
            error={errors.address?.lng?.message}
            {...register('address.lng', { valueAsNumber: true })}
          />
        </div>
      </fieldset>
    </div>
  );
}
