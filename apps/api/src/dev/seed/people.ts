// Demo customers, logins and staff (design §5). Invoice dates are relative to the seeding day so the demo
// always shows paid, partially paid (overdue) and unpaid (due soon) invoices; their fiscal data is in invoices.ts.

export const DEMO_LOGINS = [
  { email: 'cliente@example.com', password: 'Demo1234', note: 'cliente con dos cuentas' },
  { email: 'nuevo@example.com', password: 'Demo1234', note: 'primer ingreso pendiente' },
  {
    email: 'staff@example.com',
    password: 'Staff1234',
    note: 'gestión /gestion, admin; código TOTP de la clave JBSWY3DPEHPK3PXP',
  },
  {
    email: 'agente@example.com',
    password: 'Staff1234',
    note: 'gestión /gestion, agente (técnica y comercial); código TOTP de la clave JBSWY3DPEHPK3PXP',
  },
  { email: 'datos@example.com', password: 'Demo1234', note: 'cambios de datos y contraseña' },
  { email: 'primer@example.com', password: 'Demo1234', note: 'verificación de primer ingreso completa' },
  { email: 'debito@example.com', password: 'Demo1234', note: 'adhesión y baja del débito automático' },
  { email: 'autorizado@example.com', password: 'Demo1234', note: 'autorizado por el titular de 104523' },
  { email: 'robo@example.com', password: 'Demo1234', note: 'recupera su email con "No fui yo"' },
  {
    email: 'robo.movil@example.com',
    password: 'Demo1234',
    note: 'recupera su email con "No fui yo" (390 px)',
  },
  { email: 'primer2@example.com', password: 'Demo1234', note: 'primer ingreso pendiente (390 px)' },
] as const;

export interface SeedCustomer {
  cliente: number;
  nombre: string;
  apellido: string;
  dni: string;
  emailppl: string;
  email2: string | null;
  direccion: string;
  ciudad: string;
  cp: string;
  estado: string;
  fecha_nac: string | null;
  phones: string[];
  /** packet_name of each plan: its name, type and price come from the catalogue (catalogue.ts). */
  services: string[];
  /** [facturaid, estado, days from today to due date, total pesos, balance pesos]; each bills `services`. */
  invoices: Array<[number, string, number, number, number]>;
}

export const demoCustomers: Array<{ loginEmail: string; entry: number; customers: SeedCustomer[] }> = [
  {
    loginEmail: 'cliente@example.com',
    entry: 0,
    customers: [
      {
        cliente: 104523,
        nombre: 'Martina',
        apellido: 'Fernández',
        dni: '30123456',
        emailppl: 'cliente@example.com',
        email2: 'martina.fernandez@example.net',
        direccion: 'Av. Perito Moreno 1450',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1985-04-12',
        phones: ['2901421234', '2901551234'],
        services: ['GPON 300', 'CLICK FULL'],
        // Each bills the plans above at the catalogue's price: Internet 300 Megas $ 32.000 + Click TV Full $ 15.900.
        invoices: [
          [900100, 'PAGA', -70, 47_900, 0],
          [900101, 'PAGA', -40, 47_900, 0],
          [900102, 'PARCIAL', -10, 47_900, 21_500],
          [900103, 'IMPAGA', 12, 47_900, 47_900],
        ],
      },
      {
        cliente: 104524,
        nombre: 'Martina',
        apellido: 'Fernández',
        dni: '30123456',
        emailppl: 'cliente@example.com',
        email2: null,
        direccion: 'Gobernador Paz 820',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'DESCONECTADO',
        fecha_nac: '1985-04-12',
        phones: ['2901430077'],
        services: ['DIBOX BASICO'],
        invoices: [[900050, 'ANULADA', -95, 18_900, 0]],
      },
    ],
  },
  {
    loginEmail: 'nuevo@example.com',
    entry: 1,
    customers: [
      {
        cliente: 104601,
        nombre: 'Lucas',
        apellido: 'Sosa',
        dni: '38456789',
        emailppl: 'nuevo@example.com',
        email2: null,
        direccion: 'Kuanip 355',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: null,
        phones: ['2901498765'],
        services: ['GPON 100'],
        invoices: [[900201, 'ENVIADA', 20, 22_500, 22_500]],
      },
    ],
  },
  {
    // Its own login for journeys that change phones or the password: others sign in as cliente@ in parallel.
    loginEmail: 'datos@example.com',
    entry: 0,
    customers: [
      {
        cliente: 104702,
        nombre: 'Julieta',
        apellido: 'Ríos',
        dni: '33987654',
        emailppl: 'datos@example.com',
        email2: null,
        direccion: 'Magallanes 1020',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1990-09-21',
        phones: ['2901431234'],
        services: ['GPON 100'],
        invoices: [[900301, 'PAGA', -30, 22_500, 0]],
      },
    ],
  },
  {
    // Walks the whole first-entry wizard in a journey; nuevo@ stays pending for the journeys that need that.
    loginEmail: 'primer@example.com',
    entry: 1,
    customers: [
      {
        cliente: 104803,
        nombre: 'Tomás',
        apellido: 'Gómez',
        dni: '40123987',
        emailppl: 'primer@example.com',
        email2: null,
        direccion: 'Deloqui 870',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: null,
        phones: ['2901445566'],
        services: ['GPON 100'],
        invoices: [[900401, 'ENVIADA', 20, 22_500, 22_500]],
      },
    ],
  },
  {
    // Registers, replaces and cancels an automatic debit in a journey; cliente@ keeps 'no automatic debit'.
    loginEmail: 'debito@example.com',
    entry: 0,
    customers: [
      {
        cliente: 104904,
        nombre: 'Carla',
        apellido: 'Benítez',
        dni: '31456789',
        emailppl: 'debito@example.com',
        email2: null,
        direccion: 'Gobernador Paz 455',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1985-03-14',
        phones: ['2901438899'],
        services: ['GPON 100'],
        invoices: [[900501, 'ENVIADA', 20, 22_500, 22_500]],
      },
    ],
  },
  {
    // The 'No fui yo' journeys (ADR 0084): a thief moves the login to their mailbox, the owner takes it back.
    loginEmail: 'robo@example.com',
    entry: 0,
    customers: [
      {
        cliente: 105005,
        nombre: 'Lucía',
        apellido: 'Paz',
        dni: '34567123',
        emailppl: 'robo@example.com',
        email2: null,
        direccion: 'Kuanip 310',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1988-04-02',
        phones: ['2901433210'],
        services: ['GPON 100'],
        invoices: [],
      },
    ],
  },
  {
    loginEmail: 'robo.movil@example.com',
    entry: 0,
    customers: [
      {
        cliente: 105106,
        nombre: 'Diego',
        apellido: 'Sosa',
        dni: '36789012',
        emailppl: 'robo.movil@example.com',
        email2: null,
        direccion: 'Onas 145',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1991-11-30',
        phones: ['2901437788'],
        services: ['GPON 100'],
        invoices: [],
      },
    ],
  },
  {
    // The cancellation without an account (issue #32 §1): its journey files a baja with this record's data.
    loginEmail: 'baja@example.com',
    entry: 0,
    customers: [
      {
        cliente: 105409,
        nombre: 'Ramiro',
        apellido: 'Sosa',
        dni: '35123987',
        emailppl: 'baja@example.com',
        email2: null,
        direccion: 'Deloqui 455',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: '1991-06-14',
        phones: ['2901437788'],
        services: ['GPON 100'],
        invoices: [],
      },
    ],
  },
  {
    // The first-entry wizard at 390 px, past step 1; primer@ walks it at 1280 px.
    loginEmail: 'primer2@example.com',
    entry: 1,
    customers: [
      {
        cliente: 104807,
        nombre: 'Sofía',
        apellido: 'Luna',
        dni: '41234567',
        emailppl: 'primer2@example.com',
        email2: null,
        direccion: 'Belgrano 52',
        ciudad: 'Ushuaia',
        cp: '9410',
        estado: 'CONECTADO',
        fecha_nac: null,
        phones: ['2901446677'],
        services: ['GPON 100'],
        invoices: [],
      },
    ],
  },
];

/** Logins a holder authorised (spec §6): they reach the record but not the holder-only formalities. */
export const demoAuthorisedLogins: Array<{ loginEmail: string; entry: number; cliente: number }> = [
  { loginEmail: 'autorizado@example.com', entry: 0, cliente: 104523 },
];

/**
 * Demo desk members (issue #30 §1), enrolled with the public TOTP secret so a person can add it to an
 * authenticator app and tests can compute codes. Only in development and tests: production never seeds it.
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const demoStaff = [
  {
    email: 'staff@example.com',
    name: 'Equipo de Atención',
    role: 'admin',
    queues: 'administracion,tecnica,comercial',
  },
  { email: 'agente@example.com', name: 'Ana Agente', role: 'agente', queues: 'tecnica,comercial' },
] as const;
