import { describe, expect, it } from 'vitest';
import { claimSchema } from '../../schemas/requests/customer-requests.js';
import { requestStatusOf, requestTypeLabel, REQUEST_STATUS_LABELS } from './customer-requests.js';

describe('Mis gestiones labels', () => {
  it('name message types, account request types and unknown ones', () => {
    expect(requestTypeLabel(2)).toBe('Baja de servicio');
    expect(requestTypeLabel(52)).toBe('Reclamo');
    expect(requestTypeLabel(53)).toBe('Cambio de red WiFi');
    expect(requestTypeLabel(999)).toBe('Gestión');
  });

  it('map stored statuses to Spanish, an unknown one as received', () => {
    expect(REQUEST_STATUS_LABELS[requestStatusOf('received')]).toBe('Recibido');
    expect(REQUEST_STATUS_LABELS[requestStatusOf('in_progress')]).toBe('En curso');
    expect(requestStatusOf('archived')).toBe('received');
  });

  it("require the details of a claim only for 'Otro motivo'", () => {
    expect(claimSchema.safeParse({ reason: 'Sin servicio de Internet' }).success).toBe(true);
    expect(claimSchema.safeParse({ reason: 'Otro motivo' }).success).toBe(false);
    expect(claimSchema.safeParse({ reason: 'Otro motivo', details: 'El módem hace ruido' }).success).toBe(
      true,
    );
    expect(claimSchema.safeParse({ reason: 'Cualquiera' }).success).toBe(false);
  });
});
