import { messages } from '@portal/domain';

/** Said where account data would be while the first-entry verification is pending (nothing is fetched). */
export function FirstEntryPending({ 'data-testid': testId }: { 'data-testid'?: string }) {
  return (
    <p role="status" data-testid={testId}>
      <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
    </p>
  );
}
