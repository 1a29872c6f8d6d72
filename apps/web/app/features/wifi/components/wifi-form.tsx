import { zodResolver } from '@hookform/resolvers/zod';
import {
  SSID_MAX_LENGTH,
  WIFI_PASSWORD_MAX_LENGTH,
  wifiChangeSchema,
  type WifiChangeBody,
  type WifiService,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { useRequestWifiChange } from '../api/use-wifi-change';
import styles from './wifi.module.css';

export interface WifiFormProps {
  clientenro: number;
  service: WifiService;
  /** The change is stored: its request number. */
  onSaved: (number: string) => void;
}

/** Network name and WPA2 password of one internet service; the domain's rules, also enforced by the API. */
export function WifiForm({ clientenro, service, onSaved }: WifiFormProps) {
  const change = useRequestWifiChange(clientenro, service.id);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<WifiChangeBody>({
    mode: 'onTouched',
    defaultValues: { ssid: '', password: '' },
    resolver: zodResolver(wifiChangeSchema),
  });
  const { errors, isSubmitting } = form.formState;
  // It opens on 'Cambiar nombre y contraseña', which it replaces: focus goes on to the first field.
  useEffect(() => form.setFocus('ssid'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const number = await change.mutateAsync(values);
      // The password leaves the page's memory with the form's values.
      form.reset();
      onSaved(number);
    } catch (error) {
      const failure = formFailure(error);
      setAlert(failure.alert);
      for (const [name, message] of Object.entries(failure.fields)) {
        form.setError(name as keyof WifiChangeBody, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  const headingId = `wifi-service-${service.id}`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.service}>
        Red WiFi de {service.producto}
      </h3>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <div className={styles.row}>
        <TextField
          label="Nombre de la red"
          hint={`De 1 a ${SSID_MAX_LENGTH} caracteres.`}
          autoComplete="off"
          maxLength={SSID_MAX_LENGTH}
          error={errors.ssid?.message}
          {...form.register('ssid')}
        />
        <TextField
          label="Contraseña nueva"
          type="password"
          hint="De 8 a 63 caracteres: letras sin tilde, números, espacios y signos."
          autoComplete="new-password"
          maxLength={WIFI_PASSWORD_MAX_LENGTH}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
