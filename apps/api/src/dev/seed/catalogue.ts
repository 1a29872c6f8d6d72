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

/**
 * The catalogue plan a packet name sells, with its product's service type: the one name and price that Mis
 * servicios, the catalogue and the demo invoices all use.
 */
export function catalogueEntry(packetName: string): { plan: SeedPlan; serviceType: string } {
  for (const product of products) {
    for (const plan of product.plans.flatMap((p) => [p, ...(p.addOns ?? [])])) {
      if (plan.packetName === packetName) return { plan, serviceType: product.serviceType };
    }
  }
  throw new Error(`Demo data: no catalogue plan '${packetName}'`);
}

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

export interface SeedCardBin {
  prefix: string;
  brand: string;
  issuer: string;
  prepaid: boolean;
  currency: string;
  country: string;
}

const ar = (prefix: string, brand: string, issuer: string, prepaid = false): SeedCardBin => ({
  prefix,
  brand,
  issuer,
  prepaid,
  currency: 'ARS',
  country: 'AR',
});

/**
 * BIN ranges for the automatic-debit check (issue #14 §2): credit and debit cards of Argentine banks, prepaid
 * cards of wallets (refused) and a few foreign ones (refused for their currency). The brands, issuers and
 * countries are realistic, the prefixes illustrative: staff keep the real table. The 8-digit range inside
 * 450799 shows the longest-prefix rule. Test numbers for each kind: apps/api/test/support/debit-cards.ts.
 */
export const cardBins: SeedCardBin[] = [
  // Credit
  ar('450799', 'VISA', 'Banco Provincia de Tierra del Fuego'),
  ar('529598', 'MASTERCARD', 'Banco Provincia de Tierra del Fuego'),
  ar('603522', 'CABAL', 'Banco Provincia de Tierra del Fuego'),
  ar('451761', 'VISA', 'Banco de la Nación Argentina'),
  ar('531245', 'MASTERCARD', 'Banco de la Nación Argentina'),
  ar('450995', 'VISA', 'Banco de Galicia y Buenos Aires'),
  ar('517562', 'MASTERCARD', 'Banco de Galicia y Buenos Aires'),
  ar('454631', 'VISA', 'Banco Santander Argentina'),
  ar('553667', 'MASTERCARD', 'Banco Santander Argentina'),
  ar('377798', 'AMEX', 'Banco Santander Argentina'),
  ar('434540', 'VISA', 'BBVA Argentina'),
  ar('522135', 'MASTERCARD', 'BBVA Argentina'),
  ar('455875', 'VISA', 'Banco Macro'),
  ar('546553', 'MASTERCARD', 'Banco Macro'),
  ar('376411', 'AMEX', 'American Express Argentina'),
  ar('604201', 'CABAL', 'Banco Credicoop Cooperativo Limitado'),
  ar('589562', 'NARANJA', 'Naranja X'),
  // Debit
  ar('476632', 'VISA DEBITO', 'Banco Provincia de Tierra del Fuego'),
  ar('404025', 'VISA DEBITO', 'Banco de la Nación Argentina'),
  ar('455890', 'VISA DEBITO', 'Banco Macro'),
  ar('549740', 'MASTERCARD DEBITO', 'Banco de Galicia y Buenos Aires'),
  ar('604843', 'CABAL DEBITO', 'Banco Credicoop Cooperativo Limitado'),
  // Prepaid: refused ('la tarjeta no puede ser prepaga')
  ar('45079912', 'VISA', 'Banco Provincia de Tierra del Fuego (recargable)', true),
  ar('479412', 'VISA', 'Tarjeta prepaga de billetera virtual', true),
  ar('522683', 'MASTERCARD', 'Ualá', true),
  ar('535818', 'MASTERCARD', 'Mercado Pago', true),
  ar('400276', 'VISA', 'Naranja X (prepaga)', true),
  // Foreign: refused ('no es de Argentina')
  {
    prefix: '414720',
    brand: 'VISA',
    issuer: 'Chase Bank USA',
    prepaid: false,
    currency: 'USD',
    country: 'US',
  },
  {
    prefix: '542418',
    brand: 'MASTERCARD',
    issuer: 'Citibank',
    prepaid: false,
    currency: 'USD',
    country: 'US',
  },
  {
    prefix: '406655',
    brand: 'VISA',
    issuer: 'Itaú Unibanco',
    prepaid: false,
    currency: 'BRL',
    country: 'BR',
  },
  {
    prefix: '516292',
    brand: 'MASTERCARD',
    issuer: 'Nu Pagamentos',
    prepaid: false,
    currency: 'BRL',
    country: 'BR',
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
