// Every request number (or row) a filter of the inbox matches, read page by page through the desk's own inbox
// query before anything changes, so a bulk action over 'status = X' does not skip rows as they leave the
// filter. Refused, naming the field, when the filter matches more than `max`.
import type { InboxFilter, InboxItem } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { DeskReader, DeskReads } from './desk-ports.js';

const PAGE_SIZE = 100;

export async function allInboxItems(
  reads: DeskReads,
  filter: InboxFilter,
  reader: DeskReader,
  max: number,
  tooMany: (total: number) => string,
): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await reads.list({ ...filter, page, pageSize: PAGE_SIZE }, reader);
    if (result.total > max) {
      const message = tooMany(result.total);
      throw new AppError('VALIDATION_ERROR', { message, fields: { filter: message } });
    }
    items.push(...result.items);
    if (result.items.length < PAGE_SIZE || items.length >= result.total) return items;
  }
}
