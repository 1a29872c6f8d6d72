import { zodResolver } from '@hookform/resolvers/zod';
import {
  CBU_METHOD_ID,
  DEBIT_ACTION,
  DEBIT_COMPANY_ID,
  debitCardSchema,
  debitCbuSchema,
  defaultCardExpiry,
  formatCardExpiry,
  type DebitCard,
  type DebitCbu,
} from '@portal/domain';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type CardFormValues = z.input<typeof debitCardSchema>;
export type CbuFormValues = z.input<typeof debitCbuSchema>;
export type CardForm = UseFormReturn<CardFormValues, unknown, DebitCard>;
export type CbuForm = UseFormReturn<CbuFormValues, unknown, DebitCbu>;

/** The fields each form shows, where a server's message for them can be put. */
export const CARD_FIELDS = [
  'clienteDebBanco',
  'medCobroId',
  'clienteDebNro',
  'clienteDebVto',
  'clienteDebTitular',
  'clienteDebCI',
] as const satisfies ReadonlyArray<Path<CardFormValues>>;
export const CBU_FIELDS = [
  'clienteCBU',
  'clienteDebBanco',
  'clienteDebTitular',
  'clienteDebCI',
] as const satisfies ReadonlyArray<Path<CbuFormValues>>;

// Errors appear once a field is left, and follow every keystroke after that; both forms live as long as the
// wizard, so going back from the confirm step (or switching card and CBU) keeps what was typed. The steps focus
// the first invalid field themselves (hooks/use-invalid-focus).
export function useCardForm(clientenro: number): CardForm {
  return useForm<CardFormValues, unknown, DebitCard>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(debitCardSchema),
    defaultValues: {
      empresaId: DEBIT_COMPANY_ID,
      clienteNro: clientenro,
      actionsDebit: DEBIT_ACTION.register,
      clienteDebNro: '',
      clienteDebVto: formatCardExpiry(defaultCardExpiry()),
      clienteDebCI: '',
      clienteDebTitular: '',
    },
  });
}

export function useCbuForm(clientenro: number): CbuForm {
  return useForm<CbuFormValues, unknown, DebitCbu>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(debitCbuSchema),
    defaultValues: {
      empresaId: DEBIT_COMPANY_ID,
      clienteNro: clientenro,
      actionsDebit: DEBIT_ACTION.register,
      medCobroId: CBU_METHOD_ID,
      clienteCBU: '',
      clienteDebCI: '',
      clienteDebTitular: '',
    },
  });
}

/** A select's value as the id the schema wants; the empty placeholder stays undefined ('Elegí un banco.'). */
export const selectedId = (value: unknown) =>
  value === '' || value === undefined ? undefined : Number(value);
