import { vi } from 'vitest';

/** A stand-in XMLHttpRequest: the test sees each request and decides its progress and its answer. */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  dropConnection() {
    this.onerror?.();
  }

  /** The FormData's entries in order: names, and strings or file names. */
  entries(): [string, string][] {
    return Array.from(this.body?.entries() ?? [], ([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);
  }
}

export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
