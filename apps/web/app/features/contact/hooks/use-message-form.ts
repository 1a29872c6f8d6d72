import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchemas, messages, messageTypeNeedsLogin, type ContactMessage } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { captchaFailure, obtainCaptchaPass } from '~/lib/captcha/captcha';
import { missingFieldLabels } from '~/lib/missing-fields';
import { useCaptcha } from '~/lib/captcha/use-captcha';
import { useApiClient } from '~/lib/api/use-api-client';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useSession } from '~/lib/session/use-session';
import { useModals } from '~/ui/modal/modal-manager';
import { useSendContactMessage, type MessageAnswer } from '../api/send-message';
import { classifyFailure } from '../lib/failure';
import { clearDraft, readDraft, saveDraft } from '../lib/form-drafts';
import type { RetryOutcome } from '~/lib/api/retry-outcome';
import type { PrefillValues } from '~/lib/customer/prefill';
import type { FormMessageType } from '../config/form-types';

/** Values of every contact form: strings from the inputs plus the hidden type, subscriber and client_id. */
export type MessageFormValues = Record<string, string | number | undefined>;

export interface UseMessageFormOptions {
  type: FormMessageType;
  /** Empty values of the visible fields ('' each), so the inputs are controlled from the start. */
  fields: Record<string, string>;
  /** The label of each required field as the form shows it, in form order, for the missing-fields line. */
  labels: Readonly<Record<string, string>>;
  onClose: () => void;
  prefill?: PrefillValues | null;
  /** Fields locked to the customer's data: always pre-filled, never kept in the draft. */
  lockedFields?: readonly string[];
}

/** A captcha that could not run or verify: the form stays open with the spec's captcha text. */
class CaptchaStepFailed extends Error {}

/**
 * One contact form (spec §4): zod rules of the domain, captcha for public types, bearer token for the
 * cancellation, loading state, reset and main modal 2 on success. What is typed is kept as a draft until it is
 * sent (ADR 0065); on a server or network failure the form closes and main modal 7 offers to resend it.
 */
export function useMessageForm({
  type,
  fields,
  labels,
  onClose,
  prefill,
  lockedFields = [],
}: UseMessageFormOptions) {
  const api = useApiClient();
  const sendMessage = useSendContactMessage();
  const session = useSession();
  const modals = useModals();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const needsLogin = messageTypeNeedsLogin(type);
  const clientId = session.auth && session.client ? Number(session.client.clientenro) : undefined;
  const submission = `message-${type}`;
  const [draftFields] = useState(() => Object.keys(fields).filter((name) => !lockedFields.includes(name)));
  const [draft] = useState(() => readDraft(submission, draftFields));

  const form = useForm<MessageFormValues>({
    // Errors appear once a field is left; the button follows validity on every keystroke.
    mode: 'onTouched',
    defaultValues: {
      ...fields,
      ...draft,
      type,
      subscriber: clientId ? 1 : 0,
      ...(clientId ? { client_id: clientId } : {}),
    },
    resolver: zodResolver(contactMessageSchemas[type]) as unknown as Resolver<MessageFormValues>,
  });

  const values = useWatch({ control: form.control });
  const missing = missingFieldLabels(contactMessageSchemas[type], values, labels);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(submission, draftFields, values),
      }),
    [form, submission, draftFields],
  );

  useEffect(() => {
    if (!prefill) return;
    // Only the fields this form shows, and only where nothing was typed (now or in the draft); locked
    // fields always show the customer's own data.
    const current = form.getValues();
    const known = Object.fromEntries(
      Object.entries(prefill).filter(
        ([name]) => name in fields && (lockedFields.includes(name) || !current[name]),
      ),
    );
    // No trigger() here: errors of fields the person has not reached yet would show at once.
    form.reset({ ...current, ...known }, { keepDirtyValues: true });
    // `fields` and `lockedFields` are constants of each form; re-running on their identity would undo edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    const body = values as ContactMessage;
    // One key for this body: the retry from modal 7 (or a resend from the reopened form) reuses it (ADR 0016).
    const idempotencyKey = submissionKey(submission, values);
    // The API names a customer on a public form only with that customer's token (ADR 0036).
    const auth = needsLogin || clientId !== undefined;
    const send = async (getPass: () => Promise<string | null>): Promise<MessageAnswer> => {
      let captchaPass: string | null = null;
      if (!needsLogin) {
        try {
          // Each pass opens one call (ADR 0035), so every attempt earns its own.
          captchaPass = await getPass();
        } catch (error) {
          throw new CaptchaStepFailed(error instanceof Error ? error.message : String(error));
        }
      }
      return sendMessage.mutateAsync({ body, captchaPass, auth, idempotencyKey });
    };
    const sent = (answer: MessageAnswer) => {
      submissionDone(submission);
      clearDraft(submission);
      modals.open('main-2', { type, number: answer?.Crmnumero });
    };
    const retry = async (): Promise<RetryOutcome> => {
      try {
        sent(await send(() => obtainCaptchaPass(api, 'message')));
        return { ok: true };
      } catch (error) {
        if (error instanceof CaptchaStepFailed) return { ok: false, alert: error.message };
        const refused = captchaFailure(error);
        if (refused) return { ok: false, alert: refused };
        const failure = classifyFailure(error, needsLogin);
        if (failure.kind === 'server') return { ok: false, alert: failure.alert };
        // The session modal is already up, or the server named fields: the reopened form shows them.
        return failure.kind === 'session' ? { ok: true } : { ok: false, alert: messages.validationFailed };
      }
    };

    let answer: MessageAnswer;
    try {
      answer = await send(() => captcha.getPass('message'));
    } catch (error) {
      // A captcha that did not pass, here or at the API: one alert on the open form, never modal 7 too.
      const refused = error instanceof CaptchaStepFailed ? error.message : captchaFailure(error);
      if (refused) {
        setAlert(refused);
        return;
      }
      const failure = classifyFailure(error, needsLogin);
      if (failure.kind === 'fields') {
        setAlert(messages.validationFailed);
        for (const [name, message] of Object.entries(failure.fields)) {
          form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      onClose();
      if (failure.kind === 'server') modals.open('main-7', { alert: failure.alert, retry });
      return;
    }
    form.reset();
    onClose();
    sent(answer);
  });

  return { form, onSubmit, alert, missing, verifying: captcha.verifying };
}
