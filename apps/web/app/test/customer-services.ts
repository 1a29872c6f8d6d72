import type { CustomerServicesOverview } from '@portal/domain';

/** Mis servicios of the demo customer 1001, as GET /api/customer/1001/servicios/ answers it in component tests. */
export const CUSTOMER_SERVICES: CustomerServicesOverview = {
  cliente: 1001,
  estado: 'CONECTADO',
  direccion: 'Av. Perito Moreno 1450',
  ciudad: 'Ushuaia',
  servicios: [
    {
      producto: 'Internet 300 Megas',
      producto_tipo: 'INTERNET',
      estado: 'ACTIVO',
      plan: { name: 'Internet 300 Megas', packet_name: 'GPON 300', amount_cents: 3_200_000 },
    },
  ],
  debito: { kind: 'none' },
  deuda: { total_cents: 7_780_000, count: 2, next_due: '2026-11-16' },
  factura_electronica: { enabled: false, email: null, changed_at: null },
  email_rebota: false,
};
