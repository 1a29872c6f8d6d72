import type { InboxItem, InboxPage, StaffRequestDetail } from '@portal/domain';

export function inboxItem(n: number, overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    number: `G-2026-${String(n).padStart(6, '0')}`,
    type: 52,
    typeLabel: 'Reclamo',
    status: 'received',
    queue: 'tecnica',
    requestClass: 'falla',
    dueDate: '2026-12-02',
    overdue: false,
    createdAt: '2026-11-27T13:00:00.000Z',
    updatedAt: '2026-11-27T13:00:00.000Z',
    customerNumber: 1001,
    name: 'Juan Pérez',
    email: 'cliente@example.com',
    locality: 'Ushuaia',
    summary: 'Sin servicio de internet',
    assignee: null,
    attachmentCount: 0,
    ...overrides,
  };
}

export function inboxPage(items: InboxItem[], total = items.length, overdueCount = 0): InboxPage {
  return { items, total, page: 1, pageSize: 50, overdueCount };
}

export function requestDetail(overrides: Partial<StaffRequestDetail> = {}): StaffRequestDetail {
  return {
    ...inboxItem(1),
    version: 1,
    fields: [{ label: 'Motivo', value: 'Sin servicio' }],
    attachments: [],
    thread: [],
    compensationNotice: null,
    nextStatuses: ['in_progress', 'waiting_customer', 'resolved', 'rejected', 'spam'],
    ...overrides,
  };
}

export const MEMBERS = {
  members: [
    { id: 7, name: 'Ana Ruiz', role: 'supervisor' as const, queues: ['tecnica' as const] },
    { id: 9, name: 'Luis Gómez', role: 'agente' as const, queues: ['tecnica' as const] },
  ],
};
