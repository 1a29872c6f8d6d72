// What a person is told once a request is filed, on screen (main modals 1 and 2) and in the confirmation mail,
// so both say the same (ADR 0065). The forms the spec gives a text keep it: advisers call within 3 working days.
import { type MessageType } from './message-types.js';
import { messages } from './messages.js';

export interface MessageConfirmation {
  /** What was received, in the person's terms. */
  received: string;
  /** What happens next. */
  next: string;
}

const advisers = (received: string): MessageConfirmation => ({ received, next: messages.advisersWillCall });

export const MESSAGE_CONFIRMATIONS: Record<MessageType, MessageConfirmation> = {
  1: advisers(messages.receivedContact),
  2: advisers(messages.receivedCancellation),
  // An anonymous report: nobody calls back, so nothing promises a call.
  3: { received: messages.receivedIllegalConnection, next: messages.illegalConnectionNext },
  6: advisers(messages.receivedRegret),
  7: advisers(messages.receivedCart),
  8: advisers(messages.receivedCorporateInternet),
  9: advisers(messages.receivedAcquireService),
  10: advisers(messages.receivedPlanChange),
  11: advisers(messages.receivedHolderChange),
  12: advisers(messages.receivedMove),
  13: advisers(messages.receivedAuthorisation),
  30: { received: messages.receivedJobApplication, next: messages.jobApplicationNext },
};

/** 'Número de gestión: G-2026-000123', the one way a request number is shown. */
export function requestNumberLine(number: string): string {
  return `${messages.requestNumberLabel}: ${number}`;
}
