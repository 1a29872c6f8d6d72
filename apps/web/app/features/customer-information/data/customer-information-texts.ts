// Every fixed text of /informacion-al-cliente (Res. 733/2017), in one module so staff editing can later move
// it to the database (ADR 0105). Phones, the address, localities and prices come from the API, never from here.
import type { RequestClass } from '@portal/domain';

/** Each section's anchor and heading, in page order; the table of contents is built from this list. */
export const SECTIONS = [
  { id: 'derechos-y-obligaciones', title: 'Derechos y obligaciones' },
  { id: 'modelos-de-contrato', title: 'Modelos de contrato' },
  { id: 'oficinas-y-telefonos', title: 'Oficinas y teléfonos' },
  { id: 'reclamos', title: 'Cómo hacer un reclamo' },
  { id: 'seguimiento', title: 'Seguimiento de tu reclamo' },
  { id: 'enacom', title: 'ENACOM' },
  { id: 'planes-y-precios', title: 'Planes y precios' },
  { id: 'precios-de-adicionales', title: 'Precios de los adicionales' },
  { id: 'zona-de-cobertura', title: 'Zona de cobertura' },
  { id: 'datos-personales', title: 'Datos personales (Ley 25.326)' },
  { id: 'registro-no-llame', title: 'Registro Nacional No Llame (Ley 26.951)' },
  { id: 'carta-poder', title: 'Modelo de carta poder' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const PAGE_LEAD =
  'Lo que tenés que saber como cliente de servicios TIC según el Reglamento de Clientes de los Servicios ' +
  'TIC (Res. 733/2017 y sus modificaciones): tus derechos, cómo reclamar y a quién acudir.';

export const RIGHTS_INTRO =
  'El Reglamento de Clientes de los Servicios TIC (Resolución 733/2017, modificada por la Resolución ' +
  '363/2018) fija los derechos y las obligaciones de quienes contratan servicios de tecnologías de la ' +
  'información y las comunicaciones (TIC).';

export const RIGHTS: readonly string[] = [
  'Recibir el servicio con la calidad, la velocidad y las condiciones que contrataste.',
  'Recibir información clara, veraz y completa sobre planes, precios y condiciones, antes y después de contratar.',
  'Que te avisemos con anticipación cualquier cambio de precio o de condiciones, y poder dar de baja el servicio si no estás de acuerdo.',
  'Recibir tu factura sin costo, con el detalle de lo que se cobra.',
  'Pedir la baja en cualquier momento y por el mismo medio por el que contrataste, incluido este sitio, sin que te pongamos trabas.',
  'Arrepentirte dentro de los 10 días corridos de una contratación hecha a distancia o fuera de nuestras oficinas, sin costo.',
  'Hacer consultas y reclamos sin costo, recibir un número de gestión y obtener respuesta dentro de los plazos del Reglamento.',
  'Que no se te cobre nada que no hayas pedido y que se te descuenten los días sin servicio por fallas que no sean tuyas.',
  'La inviolabilidad de tus comunicaciones y la protección de tus datos personales.',
];

export const OBLIGATIONS: readonly string[] = [
  'Pagar las facturas en término.',
  'Usar el servicio en el domicilio contratado y no derivar la señal a terceros.',
  'Cuidar los equipos entregados en comodato y devolverlos cuando termina el servicio.',
  'Avisarnos si cambian tu domicilio, tu teléfono o tu correo electrónico.',
  'Permitir, con turno acordado, el ingreso del personal técnico identificado para instalar o reparar.',
];

export const CONTRACTS_INTRO =
  'Estos son los documentos que firmás o aceptás al contratar. Podés descargarlos y guardarlos:';

export const OFFICES_INTRO = 'Podés hacer consultas, trámites y reclamos en nuestra oficina comercial o por teléfono.';

export const CLAIM_STEPS: readonly string[] = [
  'Hacé tu reclamo por teléfono, por WhatsApp, en nuestra oficina, desde Mi Cuenta o con el formulario de contacto de este sitio.',
  'Te damos un número de gestión en el momento: guardalo, porque con él seguís tu reclamo.',
  'Lo resolvemos dentro del plazo que corresponde a su tipo, contado en días hábiles desde que lo recibimos.',
  'Si no lo resolvemos en el plazo o no quedás conforme con la respuesta, podés reclamar ante el ENACOM con tu número de gestión.',
];

/** What each legal class of the requests desk covers, in words a customer uses. */
export const CLAIM_CLASS_TEXTS: Record<RequestClass, string> = {
  falla: 'Fallas del servicio (sin conexión, sin señal, servicio deficiente)',
  facturacion: 'Facturación (importes, cargos o facturas que no reconocés)',
  datos: 'Tus datos personales: acceso, rectificación o supresión (Ley 25.326)',
  otros: 'Otros reclamos y gestiones',
};

export const CLAIM_DEADLINES_NOTE =
  'Plazos del Reglamento de Clientes de los Servicios TIC (Res. 733/2017, modificada por la Res. 363/2018).';

export const TRACKER_TEXT =
  'Con el número de gestión y el DNI o CUIT con el que hiciste el reclamo podés ver en qué estado está y hasta cuándo tenemos para resolverlo, sin iniciar sesión.';

export const ENACOM = {
  intro:
    'El Ente Nacional de Comunicaciones (ENACOM) es la autoridad que controla los servicios TIC. Podés acudir a él si no resolvimos tu reclamo en el plazo o si la respuesta no te conforma; tené a mano tu número de gestión.',
  phone: '0800-333-3344',
  site: 'https://www.enacom.gob.ar/',
  siteLabel: 'www.enacom.gob.ar',
  claimsForm: 'https://tramitesadistancia.gob.ar/',
  claimsFormLabel: 'Formulario de reclamos del ENACOM en Trámites a Distancia (TAD)',
};

export const PLANS_INTRO = 'Los planes vigentes, con sus precios finales, están siempre publicados en este sitio:';

export const ADD_ONS_INTRO = 'Los adicionales se suman al abono mensual del plan con el que los contratás.';

export const ADD_ONS_UNAVAILABLE =
  'No pudimos cargar los precios de los adicionales en este momento. Los ves junto a cada plan en las páginas de servicios.';

export const COVERAGE_TEXT = 'Instalamos nuestros servicios en';

/** Ley 25.326 legend, as the AAIP (Agencia de Acceso a la Información Pública) words it. */
export const PERSONAL_DATA_LEGEND =
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma ' +
  'gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme ' +
  'lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA INFORMACIÓN ' +
  'PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias ' +
  'y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas ' +
  'vigentes en materia de protección de datos personales.';

export const AAIP_SITE = 'https://www.argentina.gob.ar/aaip';

export const DO_NOT_CALL = {
  legend:
    'Si no querés recibir llamadas ni mensajes de publicidad, oferta, venta o regalo de bienes o servicios, podés inscribir tus números en el Registro Nacional No Llame (Ley 26.951) en forma gratuita, llamando al 146 o en su sitio. No llamamos con fines comerciales a los números inscriptos.',
  site: 'https://www.nollame.gob.ar/',
  siteLabel: 'www.nollame.gob.ar',
};

export const POWER_OF_ATTORNEY = {
  intro:
    'Si otra persona va a hacer un trámite en tu nombre, completá y firmá esta carta poder. La persona autorizada la presenta con su DNI y una copia del DNI del titular.',
  printHint:
    'Para imprimir solo el modelo, abrilo desde el índice (la dirección termina en #carta-poder) y usá la opción Imprimir de tu navegador.',
  title: 'Carta poder',
  body: [
    'Lugar y fecha: ____________________________',
    'Por la presente, yo, ____________________________, DNI N° ______________, titular del servicio con número de cliente ______________, con domicilio en ____________________________,',
    'autorizo a ____________________________, DNI N° ______________, a realizar en mi nombre los siguientes trámites: ____________________________ (por ejemplo: reclamos, cambio de plan, baja del servicio, retiro o devolución de equipos).',
  ],
  signatures: ['Firma y aclaración del titular', 'Firma y aclaración de la persona autorizada'],
  enacomNote:
    'Para presentar un reclamo ante el ENACOM en nombre de otra persona, la firma del titular tiene que estar certificada por un banco, la policía o un escribano.',
};
