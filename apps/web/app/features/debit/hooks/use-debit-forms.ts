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
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The selects hold undefined until something is chosen; the schema then refuses it ('Elegí un banco.'). */
type Unchosen<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] };
export type CardFormValues = Unchosen<z.input<typeof debitCardSchema>, 'clienteDebBanco' | 'medCobroId'>;
export type CbuFormValues = Unchosen<z.input<typeof debitCbuSchema>, 'clienteDebBanco'>;
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
  const form = useForm<CardFormValues, unknown, DebitCard>({
    mode: 'onTouched',
    shouldFocusError: false,
    // The schema is what refuses an unchosen (undefined) bank or method, so it takes the form's looser values.
    resolver: zodResolver(debitCardSchema) as Resolver<CardFormValues, unknown, DebitCard>,
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
  // Registered before any step shows them: the selects and the expiry picker are drawn from the form's state
  // (setValue also stores undefined there), and the holder can be filled in while the step is not on screen.
  for (const name of CARD_FIELDS) form.register(name);
  return form;
}

export function useCbuForm(clientenro: number): CbuForm {
  const form = useForm<CbuFormValues, unknown, DebitCbu>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: zodResolver(debitCbuSchema) as Resolver<CbuFormValues, unknown, DebitCbu>,
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
  for (const name of CBU_FIELDS) form.register(name);
  return form;
}
