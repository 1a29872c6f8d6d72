// Multipart sending of the Trámites forms with documents (types 11 and 13). XMLHttpRequest, not fetch:
// fetch reports no upload progress, and a 10 MB PDF on a rural uplink takes long enough to need a bar
// (ADR 0074). Same headers and error envelope as ~/lib/api-client.
import {
  contractPath,
  IDEMPOTENCY_KEY_HEADER,
  messages,
  messagesApi,
  type ContractAnswer,
} from '@portal/domain';
import {
  ApiError,
  parseApiError,
  SESSION_EXPIRED_EVENT,
  UNEXPECTED_ANSWER_MESSAGE,
} from '~/lib/api/api-client';

export type MessageAnswer = ContractAnswer<typeof messagesApi.sendMessage>;

/** Bytes sent so far of the whole body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadMessageOptions {
  apiKey: string;
  token: string | null;
  companyCode: number;
  /** Text fields: they go before the files, so the server knows the form's type before any byte is stored. */
  fields: Record<string, unknown>;
  /** The documents in slot order, each sent as a repeated `files` part. */
  files: readonly File[];
  idempotencyKey: string;
  onProgress?: (progress: UploadProgress) => void;
  baseUrl?: string;
}

export function multipartBody(fields: Record<string, unknown>, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    body.append(name, String(value));
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

export function uploadMessage({
  apiKey,
  token,
  companyCode,
  fields,
  files,
  idempotencyKey,
  onProgress,
  baseUrl = '',
}: UploadMessageOptions): Promise<MessageAnswer> {
  const contract = messagesApi.sendMessage;
  const path = contractPath(contract, { companyCode: String(companyCode) });
  return new Promise<MessageAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(contract.method, `${baseUrl}${path}`);
    xhr.setRequestHeader('X-Api-Key', apiKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(new ApiError(0, messages.errorOccurred, 'NETWORK_ERROR'));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      void settle(xhr).then(resolve, reject);
    };
    xhr.send(multipartBody(fields, files));
  });

  async function settle(xhr: XMLHttpRequest): Promise<MessageAnswer> {
    if (xhr.status < 200 || xhr.status >= 300) {
      const error = await parseApiError(new Response(xhr.responseText || null, { status: xhr.status }));
      if (xhr.status === 401 && typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { path } }));
      }
      throw error;
    }
    let value: unknown = null;
    try {
      value = xhr.responseText ? JSON.parse(xhr.responseText) : null;
    } catch {
      throw new ApiError(xhr.status, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
    }
    const parsed = contract.responses[xhr.status as keyof typeof contract.responses]?.safeParse(value);
    if (!parsed?.success) throw new ApiError(xhr.status, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
    return parsed.data as MessageAnswer;
  }
}
