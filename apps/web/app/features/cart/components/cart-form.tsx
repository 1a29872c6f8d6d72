import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageSchemas,
  MESSAGE_TYPES,
  messages,
  type CartItem,
  type ContactMessage,
} from '@portal/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ApiError } from '~/lib/api/api-client';
import { captchaFailure, obtainCaptchaPass } from '~/lib/captcha/captcha';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import type { RetryOutcome } from '~/lib/api/retry-outcome';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { Button } from '~/ui/button/button';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { useModals } from '~/ui/modal/modal-manager';
import { NumberField } from '~/ui/field/number-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { useCustomerPrefill } from '~/lib/customer/use-customer-prefill';
import { errorOf } from '~/lib/api/form-error';
import { useSendCart } from '../api/use-send-cart';
import styles from './cart-form.module.css';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';

type Values = Record<string, string | number | CartItem[] | undefined>;

const EMPTY = { name: '', email: '', phone: '', dni: '', address: '', message: '' };
/** The six required fields' labels, in form order. */
const LABELS: Record<keyof typeof EMPTY, string> = {
  name: 'Nombre y apellido',
  email: 'Email',
  phone: 'Teléfono',
  dni: 'DNI',
  address: 'Dirección',
  message: 'Mensaje',
};

export interface CartFormProps {
  items: CartItem[];
  /** The request number and the items it was filed with. */
  onSent: (number: string, items: CartItem[]) => void;
  /** Back to the list, when the API found a line that no longer matches the catalogue. */
  onReview: () => void;
}

/**
 * Step 1 of 'Mis compras': the cart form of spec §5 sent as message type 7 with the items. On 201 the panel
 * shows the request number and what was asked (in place of main modal 1) and the cart empties; a line the
 * API no longer prices as sent is named with a way back to the list; any other failure opens main modal 7
 * with the alert ('Ocurrió un error', spec §8) and a retry of the same request.
 */
export default function CartForm({ items, onSent, onReview }: CartFormProps) {
  const api = useApiClient();
  const sendCart = useSendCart();
  const config = useCompanyConfig();
  const session = useSession();
  const captcha = useCaptcha();
  const modals = useModals();
  const prefillState = useCustomerPrefill();
  const prefill = prefillState.status === 'ready' ? prefillState.values : null;
  const [sending, setSending] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [captchaAlert, setCaptchaAlert] = useState<string | null>(null);
  const missingId = useId();
  const clientId = session.auth && session.client ? Number(session.client.clientenro) : undefined;

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY,
      type: MESSAGE_TYPES.cart,
      subscriber: clientId ? 1 : 0,
      ...(clientId ? { client_id: clientId } : {}),
      items,
    },
    resolver: zodResolver(contactMessageSchemas[MESSAGE_TYPES.cart]) as unknown as Resolver<Values>,
  });
  // The items are validated with the rest of the payload by the domain schema.
  useEffect(() => form.setValue('items', items), [form, items]);
  useEffect(() => {
    if (prefill) form.reset({ ...form.getValues(), ...prefill }, { keepDirtyValues: true });
  }, [prefill, form]);

  const values = useWatch({ control: form.control });
  // Spec §5: all six fields are required, otherwise the button stays disabled.
  const missing = (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((name) => String(values[name] ?? '').trim() === '')
    .map((name) => LABELS[name]);
  const complete = missing.length === 0;

  const onSubmit = form.handleSubmit(async (data) => {
    setSending(true);
    setStale(null);
    setCaptchaAlert(null);
    // One key for this body: the retry from modal 7 sends the same request again (ADR 0016).
    const idempotencyKey = submissionKey('cart', data);
    const send = async (pass: string | null) => {
      const answer = await sendCart.mutateAsync({
        body: data as ContactMessage,
        auth: clientId !== undefined,
        captchaPass: pass,
        idempotencyKey,
      });
      submissionDone('cart');
      form.reset();
      onSent(answer.Crmnumero, data.items as CartItem[]);
    };
    // A server or network failure: modal 7 keeps what was typed and offers to send the same request again.
    const retry = async (): Promise<RetryOutcome> => {
      try {
        await send(await obtainCaptchaPass(api, 'message'));
        return { ok: true };
      } catch (error) {
        return { ok: false, alert: failureAlert(error) };
      }
    };
    try {
      await send(await captcha.getPass('message'));
    } catch (error) {
      const itemError = cartItemError(error);
      // A captcha that did not pass is one alert on the form, not modal 7 over it.
      const refused = captchaFailure(error);
      if (refused) setCaptchaAlert(refused);
      else if (itemError) setStale(itemError);
      else modals.open('main-7', { alert: failureAlert(error), retry });
    } finally {
      setSending(false);
    }
  });

  const error = (name: string) => errorOf(form, name);
  const office = config ? `${config.address.address} ${config.address.number}` : null;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Formulario del carrito">
      <p className={styles.intro}>{messages.cartFormIntro}</p>
      <p className={styles.info}>
        {config?.phone ? (
          <>
            Línea gratuita: <a href={`tel:${config.phone.replace(/\D/g, '')}`}>{config.phone}</a>.{' '}
          </>
        ) : null}
        {office ? <>Oficina comercial: {office}, Ushuaia. </> : null}
        Lunes a viernes de 9 a 14 h y sábados de 10 a 13 h.
      </p>
      <TextField
        label="Nombre y apellido"
        autoComplete="name"
        required
        error={error('name')}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        {...form.register('email')}
      />
      <NumberField
        label="Teléfono"
        autoComplete="tel"
        required
        hint="Con característica, solo números"
        error={error('phone')}
        {...form.register('phone')}
      />
      <NumberField label="DNI" required error={error('dni')} {...form.register('dni')} />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        required
        error={error('address')}
        {...form.register('address')}
      />
      <TextAreaField
        label="Mensaje"
        required
        rows={3}
        error={error('message')}
        {...form.register('message')}
      />
      {captcha.verifying ? <p role="status">Verificando que no seas un robot…</p> : null}
      {captchaAlert ? (
        <p role="alert" className={styles.alert}>
          {captchaAlert}
        </p>
      ) : null}
      {stale ? (
        <div className={styles.stale} role="alert">
          <p>{stale}</p>
          <Button variant="secondary" onClick={onReview}>
            Revisar el carrito
          </Button>
        </div>
      ) : null}
      <Button type="submit" disabled={!complete || sending} aria-describedby={missingId}>
        {sending ? 'Enviando…' : 'Enviar'}
      </Button>
      <MissingFields id={missingId} labels={missing} />
      <AaipLegend />
    </form>
  );
}

/** Modal 7's alert: a 4xx carries a message written for the person; a 5xx or a dropped connection the spec's. */
function failureAlert(error: unknown): string {
  const personal = error instanceof ApiError && error.status < 500 && error.message;
  return personal || messages.errorOccurred;
}

/** The first message the API gave a cart line ('items.0.amount'), if that is why it refused. */
function cartItemError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !error.fields) return null;
  return Object.entries(error.fields).find(([field]) => field.startsWith('items.'))?.[1] ?? null;
}
