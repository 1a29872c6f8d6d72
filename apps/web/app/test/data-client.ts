import type { DataClient } from '@portal/domain';

/** dataClient of the demo customer 1001, as GET /api/customer/1001/ answers it in component tests. */
export const DATA_CLIENT: DataClient = {
  cliente: 1001,
  nombre: 'Martina',
  apellido: 'FERNÁNDEZ',
  dni: '30123456',
  telefono: '2901 431234, 2901 15555555',
  emailppl: 'cliente@example.com',
  email2: null,
  direccion: 'Av. Perito Moreno 1450',
  fecha_nac: null,
  debito_cbu: null,
};
