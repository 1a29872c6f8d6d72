import type { InboxItem, InboxPage, InboxQuery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { DeskReads } from './desk-ports.js';
import { allInboxItems } from './inbox-pages.js';

const reader = { staffUserId: 1, role: 'admin' as const };

/** An inbox of `total` requests, answering pages as the desk does. */
function fakeReads(total: number): DeskReads & { pages: number[] } {
  const pages: number[] = [];
  return {
    pages,
    async list(query: InboxQuery): Promise<InboxPage> {
      pages.push(query.page);
      const start = (query.page - 1) * query.pageSize;
      const count = Math.max(0, Math.min(query.pageSize, total - start));
      const items = Array.from({ length: count }, (_, i) => ({ number: `G-2026-${start + i}` }) as InboxItem);
      return { items, total, page: query.page, pageSize: query.pageSize, overdueCount: 0 };
    },
    detail: () => Promise.reject(new Error('not used')),
  };
}

describe('every inbox item of a filter', () => {
  it('reads page by page until the total, never past it', async () => {
    const reads = fakeReads(250);
    const items = await allInboxItems(reads, { queue: 'tecnica' }, reader, 1000, () => 'x');
    expect(items).toHaveLength(250);
    expect(new Set(items.map((i) => i.number)).size).toBe(250);
    expect(reads.pages).toEqual([1, 2, 3]);
    const exact = fakeReads(200);
    expect(await allInboxItems(exact, {}, reader, 1000, () => 'x')).toHaveLength(200);
    expect(exact.pages).toEqual([1, 2]);
  });

  it('refuses a filter matching more than the cap, on the filter field, before reading on', async () => {
    const reads = fakeReads(1001);
    await expect(
      allInboxItems(reads, {}, reader, 1000, (n) => `Son ${n}: acotá el filtro.`),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Son 1001: acotá el filtro.',
      fields: { filter: 'Son 1001: acotá el filtro.' },
    });
    expect(reads.pages).toEqual([1]);
  });
});
