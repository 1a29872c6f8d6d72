import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageSchemas,
  fileSlotLabel,
  isMultipartMessageType,
  messages,
  missingFilesMessage,
  removeFileSlot,
  replaceFileSlot,
  type ContactMessage,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { missingFieldLabels } from '~/lib/missing-fields';
import type { RetryOutcome } from '~/lib/api/retry-outcome';
import { getToken } from '~/lib/session/session';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { useModals } from '~/ui/modal/modal-manager';
import { sendFormalityJson } from '../api/send-formality';
import { uploadMessage, type MessageAnswer, type UploadProgress } from '../api/upload-message';
import { slotsOf, type FormalityType } from '../config/formality-forms';
import { classifyFormalityFailure } from '../lib/failure';
import {
  clearFormalityDraft,
  draftKey,
  readFormalityDraft,
  saveFormalityFiles,
  saveFormalityValues,
} from '../lib/formality-store';

/** Strings from the inputs, the hidden type, subscriber and client_id, and numberOfMouths as a number. */
export type FormalityValues = Record<string, string | number | undefined>;

export interface UseFormalityFormOptions {
  type: FormalityType;
  /** Values the form starts with ('' for the empty fields, the customer's data, the current plans). */
  initial: Record<string, string>;
  /** Values sent as they are, whatever was typed (current plans, the plan change's sender). */
  fixed?: Record<string, string | undefined>;
  /** Closes Trámites: on success (modal 2 follows) and on a server failure (modal 7 follows). */
  onClose: () => void;
  /** Labels of the required fields in form order, for the missing-fields line under the button. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * One Trámites form (spec §4 Formalities): the domain's zod rules through react-hook-form, the documents in
 * their slots, JSON or multipart with upload progress, and the outcomes: main modal 2 with the número de
 * gestión, main modal 7 with a retry that resends the same body, files and Idempotency-Key, and nothing lost
 * in between (the draft store keeps values and files until a success).
 */
export function useFormalityForm({
  type,
  initial,
  fixed = {},
  onClose,
  labels = {},
}: UseFormalityFormOptions) {
  const api = useApiClient();
  const { apiKey, companyCode } = usePublicConfig();
  const session = useSession();
  const modals = useModals();
  const clientId = session.auth && session.client ? Number(session.client.clientenro) : undefined;
  const slots = slotsOf(type);
  const [storeKey] = useState(() => draftKey(clientId, type));
  const [draft] = useState(() => readFormalityDraft(storeKey));
  const [files, setFiles] = useState<Record<string, File>>(() => draft?.files ?? {});
  const [slotErrors, setSlotErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const submission = `formality-${type}`;

  const form = useForm<FormalityValues>({
    mode: 'onTouched',
    defaultValues: {
      ...initial,
      ...(draft?.values as FormalityValues | undefined),
      ...fixed,
      type,
      subscriber: 1,
      client_id: clientId,
    },
    resolver: zodResolver(contactMessageSchemas[type]) as unknown as Resolver<FormalityValues>,
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveFormalityValues(storeKey, values),
      }),
    [form, storeKey],
  );

  const pickFile = (slot: string, file: File) => {
    const next = replaceFileSlot(files, slot, file);
    setFiles(next);
    saveFormalityFiles(storeKey, next);
    setSlotErrors((current) => removeFileSlot(current, slot));
  };
  const removeFile = (slot: string) => {
    const next = removeFileSlot(files, slot);
    setFiles(next);
    saveFormalityFiles(storeKey, next);
  };
  const filesReady = slots.every((slot) => files[slot]);
  const values = useWatch({ control: form.control });
  const missing = [
    ...missingFieldLabels(contactMessageSchemas[type], { ...values, ...fixed }, labels),
    ...slots.filter((slot) => !files[slot]).map(fileSlotLabel),
  ];

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (!filesReady) {
      setAlert(missingFilesMessage(type));
      return;
    }
    const body = { ...values, ...fixed } as ContactMessage;
    const ordered = slots.map((slot) => files[slot]!);
    // The same body and the same documents keep the same key: a retry is answered, not filed twice (ADR 0016).
    const fingerprint = ordered.map((f) => [f.name, f.size, f.lastModified]);
    const idempotencyKey = submissionKey(submission, { body, fingerprint });
    const send = (onProgress?: (p: UploadProgress) => void): Promise<MessageAnswer> =>
      isMultipartMessageType(type)
        ? uploadMessage({
            apiKey,
            token: getToken(companyCode),
            companyCode,
            fields: body,
            files: ordered,
            idempotencyKey,
            onProgress,
          })
        : sendFormalityJson(api, companyCode, body, idempotencyKey);
    const sent = (answer: MessageAnswer) => {
      submissionDone(submission);
      clearFormalityDraft(storeKey);
      modals.open('main-2', { type, number: answer?.Crmnumero });
    };
    const retry = async (): Promise<RetryOutcome> => {
      try {
        sent(await send());
        return { ok: true };
      } catch (error) {
        const failure = classifyFormalityFailure(error);
        if (failure.kind === 'session') return { ok: true };
        if (failure.kind === 'fields') return { ok: false, alert: messages.validationFailed };
        return { ok: false, alert: failure.alert };
      }
    };

    let answer: MessageAnswer;
    try {
      if (isMultipartMessageType(type)) setProgress({ loaded: 0, total: 0 });
      answer = await send(setProgress);
    } catch (error) {
      setProgress(null);
      const failure = classifyFormalityFailure(error);
      if (failure.kind === 'fields') {
        setAlert(failure.fields.files ?? messages.validationFailed);
        const bySlot: Record<string, string> = {};
        for (const [name, message] of Object.entries(failure.fields)) {
          if (slots.includes(name)) bySlot[name] = message;
          else if (name !== 'files') form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
        setSlotErrors(bySlot);
        return;
      }
      if (failure.kind === 'refused') {
        setAlert(failure.alert);
        return;
      }
      onClose();
      if (failure.kind === 'server') modals.open('main-7', { alert: failure.alert, retry });
      return;
    }
    onClose();
    sent(answer);
  });

  return {
    form,
    files,
    slots,
    slotErrors,
    pickFile,
    removeFile,
    filesReady,
    missing,
    alert,
    progress,
    onSubmit,
  };
}

export type FormalityFormState = ReturnType<typeof useFormalityForm>;
