import { describe, expect, it } from 'vitest';
import { filterOf, inboxQueryFrom, inboxSearchOf } from './inbox-search';

describe('inbox search in the URL', () => {
  it('reads the filters and paging a link carries', () => {
    const query = inboxQueryFrom(
      new URLSearchParams(
        'status=in_progress&queue=tecnica&assignee=me&overdue=true&q=Pérez&page=3&pageSize=100',
      ),
    );
    expect(query).toMatchObject({
      status: 'in_progress',
      queue: 'tecnica',
      assignee: 'me',
      overdue: 'true',
      q: 'Pérez',
      page: 3,
      pageSize: 100,
    });
  });

  it('drops only the values the API would refuse, keeping the rest of the filter', () => {
    const query = inboxQueryFrom(new URLSearchParams('status=abierto&queue=comercial&pageSize=7'));
    expect(query.status).toBeUndefined();
    expect(query.queue).toBe('comercial');
    expect(query.pageSize).toBe(50);
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    const search = inboxSearchOf({ q: 'G-2026', page: 1, pageSize: 50, status: 'received', open: undefined });
    expect(search.toString()).toBe('status=received&q=G-2026');
  });

  it('round-trips a filter', () => {
    const search = 'type=52&assignee=none&locality=Ushuaia&from=2026-11-01&to=2026-11-30&page=2&pageSize=25';
    expect(inboxSearchOf(inboxQueryFrom(new URLSearchParams(search))).toString()).toBe(search);
  });

  it('leaves paging out of the whole-filter selection', () => {
    expect(filterOf(inboxQueryFrom(new URLSearchParams('queue=tecnica&page=4')))).toEqual({
      queue: 'tecnica',
    });
  });
});
