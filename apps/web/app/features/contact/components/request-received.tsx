import { CONFIRMATION_TEXTS, MESSAGE_CONFIRMATIONS, messages, type MessageType } from '@portal/domain';
import styles from './contact-form.module.css';

export interface RequestReceivedProps {
  /** The message type sent; without one, the spec's text of modal 2 alone. */
  type?: MessageType | undefined;
  number?: string | undefined;
}

/** What was received, its número de gestión and what happens next: the same texts as the confirmation mail. */
export function RequestReceived({ type, number }: RequestReceivedProps) {
  const confirmation = type ? MESSAGE_CONFIRMATIONS[type] : null;
  return (
    <>
      {confirmation ? <p className={styles.intro}>{confirmation.received}</p> : null}
      {number ? (
        <p className={styles.info} data-testid="form-sent-info">
          {messages.requestNumberLabel}: <span className={styles.number}>{number}</span>
        </p>
      ) : null}
      <p className={styles.intro}>{confirmation?.next ?? messages.advisersWillCall}</p>
      {number ? <p className={styles.note}>{CONFIRMATION_TEXTS.requestNumberKeep}</p> : null}
    </>
  );
}

/** Reads `{ type, number }` from modal data, ignoring anything else an opener passed. */
export function receivedFrom(data: Record<string, unknown> | undefined): RequestReceivedProps {
  const type = data?.type;
  const number = data?.number;
  return {
    type: typeof type === 'number' && type in MESSAGE_CONFIRMATIONS ? (type as MessageType) : undefined,
    number: typeof number === 'string' && number !== '' ? number : undefined,
  };
}
