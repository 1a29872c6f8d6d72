import { pesosToCents } from '@portal/domain';

// Demo catalogue: plans with 2026-ish Argentine prices (in cents), and the debit reference lists. Bank ids are
// the BCRA entity numbers; card BIN ranges are illustrative, not real issuer data.

/** Plan card details (ADR 0063). */
export interface SeedPlanDetails {
  speedDownMbps?: number;
  speedUpMbps?: number;
  includes?: string[];
  /** Pesos; 0 is 'sin cargo'. */
  installationPesos?: number;
  /** 0 is 'sin permanencia'. */
  contractMonths?: number;
  /** A promotion's price once it ends. */
  regularPesos?: number;
  /** The promotion ends on the last day of the month this many months after seeding. */
  promotionMonths?: number;
}

export interface SeedPlan extends SeedPlanDetails {
  packetName: string;
  name: string;
  pesos: number;
  promotion?: boolean;
  addOns?: SeedPlan[];
}

export interface SeedProduct {
  productName: string;
  serviceType: string;
  plans: SeedPlan[];
}

const INTERNET_ADD_ONS: SeedPlan[] = [
  { packetName: 'WIFI MESH', name: 'Equipo Wi-Fi mesh adicional', pesos: 4_800 },
  { packetName: 'IP FIJA', name: 'IP fija', pesos: 6_500 },
];

const CLICK_TV_ADD_ONS: SeedPlan[] = [
  { packetName: 'PACK FUTBOL', name: 'Pack Fútbol', pesos: 12_500 },
  { packetName: 'PACK PELICULAS', name: 'Pack Películas y Series', pesos: 7_900 },
];

const FIBRE = { installationPesos: 0, contractMonths: 12 };
const ROUTER = 'Router Wi-Fi 6 en comodato';
const NO_TERM = { installationPesos: 0, contractMonths: 0 };
const TV_INSTALL = { installationPesos: 15_000, contractMonths: 6 };
const PHONE = { installationPesos: 8_000, contractMonths: 0 };

export const products: SeedProduct[] = [
  {
    productName: 'Gpon',
    serviceType: 'INTERNET',
    plans: [
      {
        packetName: 'GPON 100',
        name: 'Internet 100 Megas',
        pesos: 22_500,
        speedDownMbps: 100,
        speedUpMbps: 50,
        includes: ['Router Wi-Fi en comodato'],
        ...FIBRE,
      },
      {
        packetName: 'GPON 300',
        name: 'Internet 300 Megas',
        pesos: 32_000,
        addOns: INTERNET_ADD_ONS,
        speedDownMbps: 300,
        speedUpMbps: 150,
        includes: [ROUTER],
        ...FIBRE,
      },
      {
        packetName: 'GPON 600',
        name: 'Internet 600 Megas',
        pesos: 41_500,
        addOns: INTERNET_ADD_ONS,
        speedDownMbps: 600,
        speedUpMbps: 300,
        includes: [ROUTER, 'Soporte técnico prioritario'],
        ...FIBRE,
      },
      {
        packetName: 'GPON 1000',
        name: 'Internet 1000 Megas',
        pesos: 52_900,
        promotion: true,
        addOns: INTERNET_ADD_ONS,
        speedDownMbps: 1000,
        speedUpMbps: 500,
        includes: [ROUTER, 'Equipo Wi-Fi mesh', 'Soporte técnico prioritario'],
        ...FIBRE,
        regularPesos: 64_900,
        promotionMonths: 1,
      },
    ],
  },
  {
    productName: 'ClickTv',
    serviceType: 'CLICK TV',
    plans: [
      {
        packetName: 'CLICK BASICO',
        name: 'Click TV Básico',
        pesos: 9_900,
        addOns: CLICK_TV_ADD_ONS,
        includes: ['Más de 60 canales en vivo', 'Hasta 2 pantallas a la vez', 'App para TV, celular y web'],
        ...NO_TERM,
      },
      {
        packetName: 'CLICK FULL',
        name: 'Click TV Full',
        pesos: 15_900,
        promotion: true,
        addOns: CLICK_TV_ADD_ONS,
        includes: [
          'Más de 120 canales en vivo, 40 en HD',
          'Hasta 4 pantallas a la vez',
          'Contenido a demanda',
        ],
        ...NO_TERM,
        regularPesos: 19_900,
        promotionMonths: 2,
      },
    ],
  },
  {
    productName: 'Dibox',
    serviceType: 'DIBOX',
    plans: [
      {
        packetName: 'DIBOX BASICO',
        name: 'TV Digital Básica',
        pesos: 18_900,
        includes: ['80 canales', '1 decodificador Dibox'],
        ...TV_INSTALL,
      },
      {
        packetName: 'DIBOX FULL HD',
        name: 'TV Digital Full HD',
        pesos: 24_900,
        addOns: [{ packetName: 'DECO ADICIONAL', name: 'Decodificador adicional', pesos: 3_500 }],
        includes: ['120 canales, 45 en HD', '1 decodificador Dibox HD'],
        ...TV_INSTALL,
      },
    ],
  },
  {
    productName: 'Telefonia',
    serviceType: 'TELEFONIA',
    plans: [
      {
        packetName: 'TEL BASICA',
        name: 'Línea fija básica',
        pesos: 8_500,
        includes: ['300 minutos locales por mes', 'Identificador de llamadas'],
        ...PHONE,
      },
      {
        packetName: 'TEL ILIMITADA',
        name: 'Línea fija con llamadas nacionales ilimitadas',
        pesos: 12_900,
        includes: ['Llamadas locales y nacionales ilimitadas', 'Llamada en espera y desvío'],
        ...PHONE,
      },
    ],
  },
];

export const banks: Array<[number, string]> = [
  [268, 'Banco Provincia de Tierra del Fuego'],
  [11, 'Banco de la Nación Argentina'],
  [7, 'Banco de Galicia y Buenos Aires'],
  [72, 'Banco Santander Argentina'],
  [17, 'BBVA Argentina'],
  [285, 'Banco Macro'],
  [14, 'Banco de la Provincia de Buenos Aires'],
  [34, 'Banco Patagonia'],
  [191, 'Banco Credicoop Cooperativo Limitado'],
  [29, 'Banco de la Ciudad de Buenos Aires'],
  [15, 'Industrial and Commercial Bank of China (ICBC)'],
  [150, 'HSBC Bank Argentina'],
  [44, 'Banco Hipotecario'],
  [27, 'Banco Supervielle'],
  [299, 'Banco Comafi'],
];

/** Card methods carry the spec's ids 13, 12, 27, 33, 35, 32; 45 is the CBU debit. */
export const paymentMethods: Array<[number, string, 'card' | 'cbu']> = [
  [13, 'Visa Crédito', 'card'],
  [12, 'Mastercard', 'card'],
  [27, 'American Express', 'card'],
  [33, 'Cabal', 'card'],
  [35, 'Naranja X', 'card'],
  [32, 'Visa Débito', 'card'],
  [45, 'Débito en cuenta bancaria (CBU)', 'cbu'],
];

export const cardBins: Array<{
  prefix: string;
  brand: string;
  issuer: string;
  prepaid: boolean;
  currency: string;
  country: string;
}> = [
  {
    prefix: '450799',
    brand: 'VISA',
    issuer: 'Banco Provincia de Tierra del Fuego',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '451761',
    brand: 'VISA',
    issuer: 'Banco de la Nación Argentina',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '517562',
    brand: 'MASTERCARD',
    issuer: 'Banco de Galicia',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '376411',
    brand: 'AMEX',
    issuer: 'American Express Argentina',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '604201',
    brand: 'CABAL',
    issuer: 'Banco Credicoop',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  { prefix: '589562', brand: 'NARANJA', issuer: 'Naranja X', prepaid: false, currency: 'ARS', country: 'AR' },
  {
    prefix: '455890',
    brand: 'VISA DEBITO',
    issuer: 'Banco Macro',
    prepaid: false,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '479412',
    brand: 'VISA',
    issuer: 'Tarjeta prepaga de billetera virtual',
    prepaid: true,
    currency: 'ARS',
    country: 'AR',
  },
  {
    prefix: '414720',
    brand: 'VISA',
    issuer: 'Chase Bank USA',
    prepaid: false,
    currency: 'USD',
    country: 'US',
  },
];

/** Partner coupons; the window is in days from the seeding day, so one of them is always expired. */
export const coupons = [
  {
    code: 'CAFE15',
    title: '15% en cafetería',
    description: 'Presentando tu número de cliente en Café del Fin del Mundo, de lunes a viernes.',
    partner: 'Café del Fin del Mundo',
    discountText: '15% de descuento',
    validFromDays: -30,
    validUntilDays: 180,
  },
  {
    code: 'CINE2X1',
    title: '2x1 en cine',
    description: 'Dos entradas al precio de una los martes y miércoles en Cine Packewaia.',
    partner: 'Cine Packewaia',
    discountText: '2x1',
    validFromDays: -90,
    validUntilDays: -10,
  },
  {
    code: 'NIEVE10',
    title: '10% en alquiler de equipos de nieve',
    description: 'Descuento en alquiler de esquíes y tablas durante la temporada de invierno.',
    partner: 'Rental Andino',
    discountText: '10% de descuento',
    validFromDays: -30,
    validUntilDays: 180,
  },
];

/** Coupons assigned to demo customers: cliente@example.com's active record holds one usable, one expired. */
export const customerCoupons: ReadonlyArray<{ cliente: number; codes: readonly string[] }> = [
  { cliente: 104523, codes: ['CAFE15', 'CINE2X1'] },
];

/** The plan's card details as columns (migration 0015); a promotion's last day follows the seeding day. */
export function planDetailColumns(plan: SeedPlan, now: Date) {
  const cents = (pesos: number | undefined) => (pesos === undefined ? null : pesosToCents(pesos));
  const until =
    plan.promotionMonths === undefined
      ? null
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plan.promotionMonths + 1, 0))
          .toISOString()
          .slice(0, 10);
  return {
    speed_down_mbps: plan.speedDownMbps ?? null,
    speed_up_mbps: plan.speedUpMbps ?? null,
    includes: plan.includes ? JSON.stringify(plan.includes) : null,
    installation_cents: cents(plan.installationPesos),
    contract_months: plan.contractMonths ?? null,
    regular_amount_cents: cents(plan.regularPesos),
    promotion_until: until,
  };
}
