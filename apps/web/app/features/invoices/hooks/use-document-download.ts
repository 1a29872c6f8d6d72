import { messages } from '@portal/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '~/lib/api/api-client';
import type { DocumentFile } from '../api/invoices-api';
import { saveFile } from '~/lib/save-file';

/** A refusal written for the person (no CAE yet) is shown as is; anything else gets the generic text. */
function downloadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return messages.invoiceDownloadFailed;
}

/**
 * One download at a time: which one is in progress (to disable its button and say so) and the Spanish error of
 * the last one that failed.
 */
export function useDocumentDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async (key: string, fetchFile: () => Promise<DocumentFile>) => {
    setPending(key);
    setError(null);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.filename);
    } catch (cause) {
      setError(downloadFailure(cause));
    } finally {
      setPending(null);
    }
  }, []);

  return { pending, error, download };
}
