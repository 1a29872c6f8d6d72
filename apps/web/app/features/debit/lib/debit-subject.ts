import { maskedCard, maskedCbu, type DebitStatus } from '@portal/domain';

export type DebitInForce = Exclude<DebitStatus, { kind: 'none' }>;

/** The method and masked number of a debit in force, as the consent texts and the API name them. */
export function debitSubject(debit: DebitInForce): { method: string; masked: string } {
  return {
    method: debit.method,
    masked: debit.kind === 'card' ? maskedCard(debit.last4) : maskedCbu(debit.last4),
  };
}
