import type { RequestAttachment } from '@portal/domain';
import { formatFileSize } from '~/lib/file-size';
import styles from './customer-requests.module.css';

export interface AttachmentListProps {
  attachments: readonly RequestAttachment[];
  /** The list's accessible name: whose documents these are. */
  label: string;
  'data-testid'?: string;
}

/** Documents of a request or of one message: what each is, its file name and its size (es-AR). */
export function AttachmentList({ attachments, label, 'data-testid': testId }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.attachments} aria-label={label} data-testid={testId}>
      {attachments.map((attachment) => (
        <li key={`${attachment.slot}-${attachment.name}`} className={styles.attachment}>
          <span className={styles.attachmentLabel}>{attachment.label}:</span> {attachment.name}{' '}
          <span className={styles.attachmentSize}>({formatFileSize(attachment.sizeBytes)})</span>
        </li>
      ))}
    </ul>
  );
}
