import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchemas, messages, messageTypeNeedsLogin, type ContactMessage } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import { usePublicConfig } from '~/lib/use-public-config';
import { useApiClient } from '~/lib/use-api-client';
import { submissionDone, submissionKey } from '~/lib/submission-key';
import { useSession } from '~/lib/use-session';
import { useModals } from '~/ui/modal/modal-manager';
import { sendContactMessage } from '../api/send-message';
import { classifyFailure } from '../lib/failure';
import type { PrefillValues } from '~/lib/customer/prefill';
import type { FormMessageType } from '../config/form-types';

/** Values of every contact form: strings from the inputs plus the hidden type, subscriber and client_id. */
export type MessageFormValues = Record<string, string | number | undefined>;

export interface UseMessageFormOptions {
  type: FormMessageType;
  /** Empty values of the visible fields ('' each), so the inputs are controlled from the start. */
  fields: Record<string, string>;
  onClose: () => void;
  prefill?: PrefillValues | null;
}

/** Texts of modal 2 after a success: the request number when the server gives one. */
export function successInfo(requestNumber: string | undefined): string | undefined {
  return requestNumber ? `Número de gestión: ${requestNumber}` : undefined;
}

/**
 * One contact form (spec §4): zod rules of the domain, captcha for public types, bearer token for the
 * cancellation, loading state, reset and main modal 2 on success; on failure close, alert and modal 7.
 */
export function useMessageForm({ type, fields, onClose, prefill }: UseMessageFormOptions) {
  const api = useApiClient();
  const { companyCode } = usePublicConfig();
  const session = useSession();
  const modals = useModals();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const needsLogin = messageTypeNeedsLogin(type);
  const clientId = session.auth && session.client ? Number(session.client.clientenro) : undefined;

  const form = useForm<MessageFormValues>({
    // Errors appear once a field is left; the button follows validity on every keystroke.
    mode: 'onTouched',
    defaultValues: {
      ...fields,
      type,
      subscriber: clientId ? 1 : 0,
      ...(clientId ? { client_id: clientId } : {}),
    },
    resolver: zodResolver(contactMessageSchemas[type]) as unknown as Resolver<MessageFormValues>,
  });

  useEffect(() => {
    if (!prefill) return;
    // Only the fields this form shows; what the person already typed wins over the stored data.
    const known = Object.fromEntries(Object.entries(prefill).filter(([name]) => name in fields));
    // No trigger() here: errors of fields the person has not reached yet would show at once.
    form.reset({ ...form.getValues(), ...known }, { keepDirtyValues: true });
    // `fields` is a constant of each form; re-running on its identity would undo the person's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    let captchaPass: string | null = null;
    if (!needsLogin) {
      try {
        captchaPass = await captcha.getPass();
      } catch (error) {
        setAlert(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    const submission = `message-${type}`;
    try {
      const answer = await sendContactMessage(api, companyCode, values as ContactMessage, {
        captchaPass,
        auth: needsLogin,
        idempotencyKey: submissionKey(submission, values),
      });
      submissionDone(submission);
      form.reset();
      onClose();
      modals.open('main-2', { info: successInfo(answer?.Crmnumero) });
    } catch (error) {
      const failure = classifyFailure(error, needsLogin);
      if (failure.kind === 'fields') {
        setAlert(messages.validationFailed);
        for (const [name, message] of Object.entries(failure.fields)) {
          form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      onClose();
      if (failure.kind === 'server') modals.open('main-7', { alert: failure.alert });
    }
  });

  return { form, onSubmit, alert, verifying: captcha.verifying };
}
