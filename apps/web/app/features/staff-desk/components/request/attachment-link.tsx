import { staffApi, type RequestAttachment } from '@portal/domain';
import { useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { formatFileSize } from '~/lib/file-size';
import { saveFile } from '~/lib/save-file';
import { useStaffApiClient } from '~/lib/staff-session/use-staff-api-client';
import styles from './request.module.css';

type Attachment = RequestAttachment & { id: number };

/**
 * A document of the request. The download route needs the staff bearer token, so a plain link cannot fetch
 * it: the button fetches the file through the staff client and saves it (each download is audited).
 */
export function AttachmentLink({
  requestNumber,
  attachment,
}: {
  requestNumber: string;
  attachment: Attachment;
}) {
  const api = useStaffApiClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const blob = await api.download(staffApi.downloadAttachment, {
        params: { requestNumber, attachmentId: attachment.id },
      });
      saveFile(blob, attachment.name);
    } catch (error) {
      setProblem(formFailure(error).alert);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={styles.fileButton} onClick={() => void download()} aria-busy={busy}>
        {attachment.label}: {attachment.name}
      </button>{' '}
      <span className={styles.muted}>({formatFileSize(attachment.sizeBytes)})</span>
      {problem ? (
        <span role="alert" className={styles.error}>
          {' '}
          {problem}
        </span>
      ) : null}
    </>
  );
}
