import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE_IDS } from '../../message-types.js';
import { ACCOUNT_REQUEST_TYPES } from '../../request-types.js';
import { DESK_STATUSES } from '../requests/request-lifecycle.js';
import { canMoveDeskStatus, deskDefaultsFor, isClosedDeskStatus } from './desk-workflow.js';

describe('desk workflow', () => {
  it('moves a new request on, never back to new except out of spam', () => {
    expect(canMoveDeskStatus('received', 'in_progress')).toBe(true);
    expect(canMoveDeskStatus('waiting_customer', 'in_progress')).toBe(true);
    expect(canMoveDeskStatus('in_progress', 'received')).toBe(false);
    expect(canMoveDeskStatus('spam', 'received')).toBe(true);
    expect(canMoveDeskStatus('resolved', 'resolved')).toBe(false);
  });

  it('lets every closed status be reopened', () => {
    for (const status of DESK_STATUSES.filter(isClosedDeskStatus)) {
      expect(canMoveDeskStatus(status, status === 'spam' ? 'received' : 'in_progress')).toBe(true);
    }
  });

  it('gives every request type a queue and a class', () => {
    for (const type of [...MESSAGE_TYPE_IDS, ...Object.values(ACCOUNT_REQUEST_TYPES)]) {
      expect(deskDefaultsFor(type).queue).toMatch(/administracion|tecnica|comercial/);
    }
  });

  it('files an invoice claim as billing and every other claim as a fault', () => {
    expect(deskDefaultsFor(ACCOUNT_REQUEST_TYPES.claim, 'Consulta sobre mi factura')).toEqual({
      queue: 'administracion',
      requestClass: 'facturacion',
    });
    expect(deskDefaultsFor(ACCOUNT_REQUEST_TYPES.claim, 'Sin servicio de Internet')).toEqual({
      queue: 'tecnica',
      requestClass: 'falla',
    });
  });
});
