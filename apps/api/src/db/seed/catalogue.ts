// Demo catalogue: plans with 2026-ish Argentine prices (in cents), and the debit reference lists. Bank ids are
// the BCRA entity numbers; card BIN ranges are illustrative, not real issuer data.

export interface SeedPlan {
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

export const products: SeedProduct[] = [
  {
    productName: 'Gpon',
    serviceType: 'INTERNET',
    plans: [
      { packetName: 'GPON 100', name: 'Internet 100 Megas', pesos: 22_500 },
      { packetName: 'GPON 300', name: 'Internet 300 Megas', pesos: 32_000, addOns: INTERNET_ADD_ONS },
      { packetName: 'GPON 600', name: 'Internet 600 Megas', pesos: 41_500, addOns: INTERNET_ADD_ONS },
      {
        packetName: 'GPON 1000',
        name: 'Internet 1000 Megas',
        pesos: 52_900,
        promotion: true,
        addOns: INTERNET_ADD_ONS,
      },
    ],
  },
  {
    productName: 'ClickTv',
    serviceType: 'CLICK TV',
    plans: [
      { packetName: 'CLICK BASICO', name: 'Click TV Básico', pesos: 9_900, addOns: CLICK_TV_ADD_ONS },
      {
        packetName: 'CLICK FULL',
        name: 'Click TV Full',
        pesos: 15_900,
        promotion: true,
        addOns: CLICK_TV_ADD_ONS,
      },
    ],
  },
  {
    productName: 'Dibox',
    serviceType: 'DIBOX',
    plans: [
      { packetName: 'DIBOX BASICO', name: 'TV Digital Básica', pesos: 18_900 },
      {
        packetName: 'DIBOX FULL HD',
        name: 'TV Digital Full HD',
        pesos: 24_900,
        addOns: [{ packetName: 'DECO ADICIONAL', name: 'Decodificador adicional', pesos: 3_500 }],
      },
    ],
  },
  {
    productName: 'Telefonia',
    serviceType: 'TELEFONIA',
    plans: [
      { packetName: 'TEL BASICA', name: 'Línea fija básica', pesos: 8_500 },
      { packetName: 'TEL ILIMITADA', name: 'Línea fija con llamadas nacionales ilimitadas', pesos: 12_900 },
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
