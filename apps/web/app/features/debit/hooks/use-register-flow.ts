import {
  binCheckMessage,
  cardLookupBin,
  cbuBankMismatch,
  type DebitReferenceLists,
  type DebitStatus,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBinCheck, useCustomerHolder, useDebitAction } from '../api/use-debit';
import { binCheckFailure, debitActionFailure } from '../lib/debit-failure';
import { cardDraft, cbuDraft, type DebitDraft } from '../lib/debit-draft';
import { CARD_FIELDS, CBU_FIELDS, useCardForm, useCbuForm } from './use-debit-forms';

export type DebitMethod = 'card' | 'cbu';

/** Spec §4 numbering: 1 card form, 2 CBU form, 3 confirm, 4 success. */
export type RegisterStep =
  /** `chosen`: shown by the card / CBU choice, which keeps focus. */
  | { step: 1; chosen?: boolean }
  | { step: 2; chosen?: boolean }
  | { step: 3; draft: DebitDraft; from: 1 | 2 }
  | { step: 4; debit: DebitStatus };

/** Puts the server's messages under their fields; false when none of them is a field the form shows. */
function showFieldErrors<T extends FieldValues, R>(
  form: UseFormReturn<T, unknown, R>,
  shown: ReadonlyArray<Path<T>>,
  fields: Record<string, string>,
): boolean {
  const known = shown.filter((name) => fields[name]);
  for (const name of known) form.setError(name, { type: 'server', message: fields[name] });
  return known.length > 0;
}

/** The register wizard's state: both forms, the BIN check on Siguiente and the action on Confirmar. */
export function useRegisterFlow(clientenro: number, lists: DebitReferenceLists | undefined) {
  const card = useCardForm(clientenro);
  const cbu = useCbuForm(clientenro);
  const holder = useCustomerHolder(clientenro).data;
  const binCheck = useBinCheck();
  const action = useDebitAction();
  const [state, setState] = useState<RegisterStep>({ step: 1 });
  // The spec's 'Hubo un error.' with the server's reason, for failures that belong to no field.
  const [alert, setAlert] = useState<{ reason: string | null } | null>(null);

  // Spec §6: a logged-in customer finds their own data filled in; most debits are in the holder's name.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!holder || prefilled.current) return;
    prefilled.current = true;
    if (!card.getValues('clienteDebTitular')) card.setValue('clienteDebTitular', holder.name);
    if (!card.getValues('clienteDebCI')) card.setValue('clienteDebCI', holder.dni);
    if (!cbu.getValues('clienteDebTitular')) cbu.setValue('clienteDebTitular', holder.name);
    if (!cbu.getValues('clienteDebCI')) cbu.setValue('clienteDebCI', holder.dni);
  }, [holder, card, cbu]);

  const chooseMethod = (method: DebitMethod) => {
    setAlert(null);
    setState(method === 'card' ? { step: 1, chosen: true } : { step: 2, chosen: true });
  };

  const submitCard = card.handleSubmit(async (values) => {
    if (!lists || binCheck.isPending) return;
    setAlert(null);
    try {
      // Only the BIN (first 8 digits) leaves the page before Confirmar.
      const refusal = binCheckMessage(await binCheck.mutateAsync(cardLookupBin(values.clienteDebNro)));
      if (refusal) card.setError('clienteDebNro', { type: 'bin', message: refusal }, { shouldFocus: true });
      else setState({ step: 3, draft: cardDraft(values, lists), from: 1 });
    } catch (error) {
      const failure = binCheckFailure(error);
      if (failure.kind === 'alert') setAlert({ reason: failure.reason });
      else if (showFieldErrors(card, CARD_FIELDS, failure.fields)) card.setFocus('clienteDebNro');
    }
  });

  const submitCbu = cbu.handleSubmit((values) => {
    if (!lists) return;
    setAlert(null);
    const chosen = lists.bancos.find((bank) => bank.bancoid === values.clienteDebBanco) ?? null;
    const mismatch = cbuBankMismatch(values.clienteCBU, chosen, lists.bancos);
    if (mismatch) cbu.setError('clienteDebBanco', { type: 'bank', message: mismatch }, { shouldFocus: true });
    else setState({ step: 3, draft: cbuDraft(values, lists), from: 2 });
  });

  const back = () => {
    if (state.step !== 3 || action.isPending) return;
    setAlert(null);
    setState({ step: state.from });
  };

  const confirm = async () => {
    if (state.step !== 3 || action.isPending) return;
    setAlert(null);
    try {
      const { debito } = await action.mutateAsync(state.draft.body);
      setState({ step: 4, debit: debito });
    } catch (error) {
      const failure = debitActionFailure(error);
      const shown =
        failure.kind === 'fields' &&
        (state.from === 1
          ? showFieldErrors(card, CARD_FIELDS, failure.fields)
          : showFieldErrors(cbu, CBU_FIELDS, failure.fields));
      // A refused field goes back to its form with the message under it; the rest stays on this step.
      if (shown) setState({ step: state.from });
      else setAlert({ reason: failure.kind === 'alert' ? failure.reason : null });
    }
  };

  return {
    state,
    card,
    cbu,
    alert,
    checking: binCheck.isPending,
    sending: action.isPending,
    chooseMethod,
    submitCard,
    submitCbu,
    back,
    confirm,
  };
}
