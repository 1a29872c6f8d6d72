// The inbox's filters live in the URL query (issue #30 §2): a filtered inbox is a link a member can share, and
// the back button walks back through the filters. Only what differs from the defaults is written.
import { inboxQuerySchema, type InboxQuery } from '@portal/domain';

const KEYS = [
  'type',
  'status',
  'queue',
  'assignee',
  'locality',
  'overdue',
  'open',
  'from',
  'to',
  'q',
  'page',
  'pageSize',
] as const satisfies readonly (keyof InboxQuery)[];

const DEFAULTS = inboxQuerySchema.parse({});

/**
 * The query a URL asks for. A hand-edited or outdated link with a value the API would refuse loses that value
 * only, so the rest of the filter still applies instead of the page failing.
 */
export function inboxQueryFrom(params: URLSearchParams): InboxQuery {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const first = inboxQuerySchema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = inboxQuerySchema.safeParse(raw);
  return second.success ? second.data : DEFAULTS;
}

/** The URL query of a filter: defaults and empty values left out, keys in one order (stable links). */
export function inboxSearchOf(query: Partial<InboxQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The filter without paging: what a bulk action or an export 'over the whole filter' takes. */
export function filterOf(query: InboxQuery): Omit<InboxQuery, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return filter;
}
